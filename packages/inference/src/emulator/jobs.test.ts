// Asynchronous provider protocols, followed the way clients poll them, with slow-polling and task-failed.
import { describe, expect, it } from "vitest";
import { HF_TOKEN, PROVIDER_KEY, useEmulator } from "../test-support/emulator";
import { directUrl, falQueueUrl } from "../test-support/provider-oracle";
import { send } from "../test-support/requests";

type Json = Record<string, unknown>;
const readJson = async (response: Response) => (await response.json()) as Json;

describe("async jobs", () => {
  const emulator = useEmulator();

  describe("Black Forest Labs polling", () => {
    const submit = async () =>
      readJson(
        await send(emulator(), directUrl("black-forest-labs", "/v1/flux-dev"), {
          authorization: `X-Key ${PROVIDER_KEY}`,
          body: { prompt: "fox" },
        }),
      );
    /** Statuses seen polling `polling_url` (with attempt=N, no credentials) until a terminal one. */
    async function pollStatuses(pollingUrl: string): Promise<Json[]> {
      const seen: Json[] = [];
      for (let attempt = 0; attempt < 10; attempt++) {
        const url = new URL(pollingUrl);
        url.searchParams.set("attempt", String(attempt));
        const poll = await readJson(await send(emulator(), url.href));
        seen.push(poll);
        if (poll.status !== "Pending") break;
      }
      return seen;
    }

    it("hands out a polling URL on its own host, Pending once, then Ready with result.sample", async () => {
      const { id, polling_url } = await submit();
      expect(polling_url).toBe(directUrl("black-forest-labs", `/v1/get_result?id=${id}`));
      const statuses = await pollStatuses(String(polling_url));
      expect(statuses.map((s) => s.status)).toEqual(["Pending", "Ready"]);
      expect(statuses[1]?.result).toMatchObject({
        sample: expect.stringMatching(/^https:\/\/delivery-us1\.bfl\.ai\/.+\.png$/),
        prompt: "fox",
      });
      expect(
        emulator()
          .requests.slice(1)
          .every((r) => r.headers.authorization === undefined),
      ).toBe(true);
    });

    it("slow-polling keeps it Pending for the extra polls (past the client's 5 attempts)", async () => {
      emulator().inject({ kind: "slow-polling", extraPolls: 5 });
      const { polling_url } = await submit();
      const statuses = await pollStatuses(String(polling_url));
      expect(statuses.filter((s) => s.status === "Pending")).toHaveLength(6);
      expect(statuses.at(-1)?.status).toBe("Ready");
    });

    it("task-failed ends in status Error", async () => {
      emulator().inject({ kind: "task-failed" });
      const { polling_url } = await submit();
      expect((await pollStatuses(String(polling_url))).map((s) => s.status)).toEqual(["Pending", "Error"]);
    });

    it("unknown ids answer 404 Task not found", async () => {
      const response = await send(emulator(), directUrl("black-forest-labs", "/v1/get_result?id=nope"));
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ status: "Task not found" });
    });
  });

  describe("fal queue", () => {
    const key = `Key ${PROVIDER_KEY}`;
    const submit = async () =>
      readJson(
        await send(emulator(), falQueueUrl("/fal-ai/flux/dev"), {
          authorization: key,
          body: { prompt: "fox" },
        }),
      );

    it("goes IN_QUEUE -> IN_PROGRESS -> COMPLETED, then serves the result at response_url", async () => {
      const submitted = await submit();
      expect(submitted).toMatchObject({ status: "IN_QUEUE", request_id: expect.any(String) });
      expect(submitted.response_url).toBe(falQueueUrl(`/fal-ai/flux/requests/${submitted.request_id}`));
      expect(submitted.status_url).toBe(`${submitted.response_url}/status`);
      const early = await send(emulator(), String(submitted.response_url), { authorization: key });
      expect(early.status).toBe(400);
      const first = await send(emulator(), String(submitted.status_url), { authorization: key });
      expect(first.status).toBe(202);
      expect(await first.json()).toMatchObject({ status: "IN_PROGRESS" });
      expect(
        await readJson(await send(emulator(), String(submitted.status_url), { authorization: key })),
      ).toMatchObject({ status: "COMPLETED" });
      const result = await readJson(await send(emulator(), String(submitted.response_url), { authorization: key }));
      expect(result).toMatchObject({
        images: [{ url: expect.stringMatching(/^https:\/\/v3\.fal\.media\//), content_type: "image/png" }],
      });
    });

    it("cancel_url (PUT) cancels a request in progress; an ended one is ALREADY_COMPLETED", async () => {
      const submitted = await submit();
      expect(submitted.cancel_url).toBe(`${submitted.response_url}/cancel`);
      const cancel = () => send(emulator(), String(submitted.cancel_url), { authorization: key, method: "PUT" });
      const first = await cancel();
      expect(first.status).toBe(202);
      expect(await first.json()).toEqual({ status: "CANCELLATION_REQUESTED" });
      expect(
        await readJson(await send(emulator(), String(submitted.status_url), { authorization: key })),
      ).toMatchObject({ status: "COMPLETED", error: "Request was cancelled" });
      expect((await send(emulator(), String(submitted.response_url), { authorization: key })).status).toBe(400);
      const again = await cancel();
      expect(again.status).toBe(400);
      expect(await again.json()).toEqual({ status: "ALREADY_COMPLETED" });
    });

    it("polls need the same credentials", async () => {
      const submitted = await submit();
      expect((await send(emulator(), String(submitted.status_url))).status).toBe(401);
    });

    it("routed polls use the router base with ?_subdomain=queue", async () => {
      const submitted = await readJson(
        await send(emulator(), "https://router.huggingface.co/fal-ai/fal-ai/flux/dev?_subdomain=queue", {
          authorization: `Bearer ${HF_TOKEN}`,
          body: { prompt: "fox" },
        }),
      );
      const path = new URL(String(submitted.response_url)).pathname;
      const statusUrl = `https://router.huggingface.co/fal-ai${path}/status?_subdomain=queue`;
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push(
          (await readJson(await send(emulator(), statusUrl, { authorization: `Bearer ${HF_TOKEN}` }))).status,
        );
      expect(statuses).toEqual(["IN_PROGRESS", "COMPLETED", "COMPLETED"]);
      // Without the queue subdomain the router has no such request.
      expect(
        (await send(emulator(), statusUrl.replace("?_subdomain=queue", ""), { authorization: `Bearer ${HF_TOKEN}` }))
          .status,
      ).toBe(404);
    });

    it("slow-polling adds IN_PROGRESS answers; task-failed completes with an error and a failing result", async () => {
      emulator().inject({ kind: "slow-polling", extraPolls: 3 });
      const slow = await submit();
      const statuses: unknown[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await readJson(await send(emulator(), String(slow.status_url), { authorization: key }))).status);
      expect(statuses).toEqual(["IN_PROGRESS", "IN_PROGRESS", "IN_PROGRESS", "IN_PROGRESS", "COMPLETED"]);

      emulator().inject({ kind: "task-failed" });
      const failing = await submit();
      await send(emulator(), String(failing.status_url), { authorization: key });
      expect(await readJson(await send(emulator(), String(failing.status_url), { authorization: key }))).toMatchObject({
        status: "COMPLETED",
        error: expect.any(String),
      });
      const result = await send(emulator(), String(failing.response_url), { authorization: key });
      expect(result.status).toBe(500);
      expect(await result.json()).toEqual({ detail: expect.any(String) });
    });
  });

  describe("Novita tasks", () => {
    const authorization = `Bearer ${PROVIDER_KEY}`;
    async function statuses(): Promise<string[]> {
      const { task_id } = await readJson(
        await send(emulator(), directUrl("novita", "/v3/async/wan-t2v"), { authorization, body: { prompt: "waves" } }),
      );
      const seen: string[] = [];
      for (let i = 0; i < 10; i++) {
        const poll = await readJson(
          await send(emulator(), directUrl("novita", `/v3/async/task-result?task_id=${task_id}`), { authorization }),
        );
        const status = (poll.task as { status: string }).status;
        seen.push(status);
        if (status !== "TASK_STATUS_PROCESSING") {
          if (status === "TASK_STATUS_SUCCEED")
            expect(poll.videos).toEqual([expect.objectContaining({ video_url: expect.stringMatching(/\.mp4$/) })]);
          break;
        }
      }
      return seen;
    }

    it("ends in TASK_STATUS_SUCCEED with a video URL", async () => {
      expect(await statuses()).toEqual(["TASK_STATUS_PROCESSING", "TASK_STATUS_SUCCEED"]);
    });

    it("task-failed ends in TASK_STATUS_FAILED; slow-polling adds PROCESSING answers", async () => {
      emulator().inject({ kind: "task-failed" });
      expect(await statuses()).toEqual(["TASK_STATUS_PROCESSING", "TASK_STATUS_FAILED"]);
      emulator().inject({ kind: "slow-polling", extraPolls: 2 });
      expect(await statuses()).toEqual([
        "TASK_STATUS_PROCESSING",
        "TASK_STATUS_PROCESSING",
        "TASK_STATUS_PROCESSING",
        "TASK_STATUS_SUCCEED",
      ]);
    });

    it("requires a prompt", async () => {
      const response = await send(emulator(), directUrl("novita", "/v3/async/wan-t2v"), {
        authorization,
        body: { steps: 4 },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 400,
        message: "prompt is required and must be a non-empty string",
      });
    });
  });

  describe("Replicate predictions", () => {
    const authorization = `Bearer ${PROVIDER_KEY}`;
    const url = directUrl("replicate", "/v1/models/owner/image-model/predictions");
    const create = (prefer?: string) =>
      send(emulator(), url, {
        authorization,
        body: { input: { prompt: "fox" } },
        ...(prefer ? { headers: { prefer } } : {}),
      });

    it("Prefer: wait answers the finished prediction", async () => {
      const response = await create("wait");
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({
        status: "succeeded",
        output: [expect.stringMatching(/^https:\/\/replicate\.delivery\//)],
      });
    });

    it("without Prefer: wait the prediction starts and urls.get polls it to the end", async () => {
      const started = await readJson(await create());
      expect(started).toMatchObject({ status: "starting", output: null });
      const getUrl = (started.urls as { get: string }).get;
      expect(getUrl).toBe(directUrl("replicate", `/v1/predictions/${started.id}`));
      expect(await readJson(await send(emulator(), getUrl, { authorization }))).toMatchObject({ status: "succeeded" });
    });

    it("urls.cancel cancels a running prediction; an ended one is answered as it is", async () => {
      emulator().inject({ kind: "slow-polling", extraPolls: 2 });
      const started = await readJson(await create());
      const urls = started.urls as { get: string; cancel: string };
      const canceled = await send(emulator(), urls.cancel, { authorization, method: "POST" });
      expect(canceled.status).toBe(200);
      expect(await canceled.json()).toMatchObject({ id: started.id, status: "canceled", output: null });
      expect((await readJson(await send(emulator(), urls.get, { authorization }))).status).toBe("canceled");
      const done = await readJson(await create("wait"));
      const late = await send(emulator(), (done.urls as { cancel: string }).cancel, { authorization, method: "POST" });
      expect((await late.json()) as Json).toMatchObject({ status: "succeeded" });
    });

    it("slow-polling leaves a waited prediction processing; task-failed fails it", async () => {
      emulator().inject({ kind: "slow-polling", extraPolls: 1 });
      const slow = await readJson(await create("wait"));
      expect(slow).toMatchObject({ status: "processing", output: null });
      const getUrl = (slow.urls as { get: string }).get;
      expect((await readJson(await send(emulator(), getUrl, { authorization }))).status).toBe("processing");
      expect((await readJson(await send(emulator(), getUrl, { authorization }))).status).toBe("succeeded");
      emulator().inject({ kind: "task-failed" });
      expect(await readJson(await create("wait"))).toMatchObject({
        status: "failed",
        error: expect.any(String),
        output: null,
      });
    });

    it("versioned models use /v1/predictions with the version in the body", async () => {
      emulator().setProviderMapping("org/tts", [
        { provider: "replicate", providerId: "owner/tts-model:abc123", task: "text-to-speech" },
      ]);
      const response = await send(emulator(), directUrl("replicate", "/v1/predictions"), {
        authorization,
        headers: { prefer: "wait" },
        body: { version: "abc123", input: { text: "hello" } },
      });
      expect(await response.json()).toMatchObject({
        model: "owner/tts-model",
        version: "abc123",
        output: expect.stringMatching(/\.wav$/),
      });
      const missing = await send(emulator(), directUrl("replicate", "/v1/predictions"), {
        authorization,
        body: { input: { text: "hi" } },
      });
      expect(missing.status).toBe(400);
      expect(missing.headers.get("content-type")).toBe("application/problem+json");
      expect(await missing.json()).toMatchObject({
        detail: "version is required and must be a non-empty string",
        status: 400,
      });
    });
  });
});

describe("job ids", () => {
  const emulator = useEmulator();

  it("are only valid on the routes of the provider that created them", async () => {
    const { task_id } = (await (
      await send(emulator(), directUrl("novita", "/v3/async/wan-t2v"), {
        authorization: `Bearer ${PROVIDER_KEY}`,
        body: { prompt: "w" },
      })
    ).json()) as { task_id: string };
    expect((await send(emulator(), directUrl("black-forest-labs", `/v1/get_result?id=${task_id}`))).status).toBe(404);
    const replicate = await send(emulator(), directUrl("replicate", `/v1/predictions/${task_id}`), {
      authorization: `Bearer ${PROVIDER_KEY}`,
    });
    expect(replicate.status).toBe(404);
  });
});
