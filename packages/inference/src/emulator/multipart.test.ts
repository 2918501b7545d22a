// Multipart uploads: forms as the platform encodes them parse into fields and files; broken or oversized
// ones are refused, and a route taking a form says what is wrong with what it got.
import { describe, expect, it } from "vitest";
import { PROVIDER_KEY, useEmulator, withEmulator } from "../test-support/emulator";
import { send } from "../test-support/requests";
import { MEDIA } from "./media";
import { MAX_FORM_PARTS, parseMultipart } from "./multipart";

/** What fetch sends for `form`: its bytes and its content type, with the boundary. */
async function encode(form: FormData): Promise<{ raw: Buffer; type: string }> {
  const response = new Response(form);
  return { raw: Buffer.from(await response.arrayBuffer()), type: response.headers.get("content-type") ?? "" };
}

const crlf = (lines: string[]) => Buffer.from(lines.join("\r\n"));
const TYPE = "multipart/form-data; boundary=XyZ";
const URL = "https://api.deepinfra.com/v1/openai/audio/transcriptions";

describe("parseMultipart", () => {
  it("reads the fields and files of a form encoded by fetch", async () => {
    const form = new FormData();
    form.append("model", "whisper");
    form.append("prompt", "héllo\r\n--not a boundary");
    form.append("file", new Blob([new Uint8Array(MEDIA.audio.bytes)], { type: "audio/wav" }), "audio.wav");
    const { raw, type } = await encode(form);
    const parsed = parseMultipart(raw, type);
    expect(parsed?.fields).toEqual({ model: "whisper", prompt: "héllo\r\n--not a boundary" });
    expect(parsed?.files.file).toEqual({
      filename: "audio.wav",
      contentType: "audio/wav",
      bytes: new Uint8Array(MEDIA.audio.bytes),
    });
  });

  it("takes a quoted boundary, a preamble and an epilogue", () => {
    const raw = crlf(["preamble", "--a b", 'Content-Disposition: form-data; name="x"', "", "1", "--a b--", "epilogue"]);
    expect(parseMultipart(raw, 'multipart/form-data; boundary="a b"')?.fields).toEqual({ x: "1" });
  });

  it.each([
    [
      "another content type",
      crlf(["--XyZ", 'Content-Disposition: form-data; name="x"', "", "1", "--XyZ--"]),
      "text/plain",
    ],
    [
      "no boundary",
      crlf(["--XyZ", 'Content-Disposition: form-data; name="x"', "", "1", "--XyZ--"]),
      "multipart/form-data",
    ],
    ["no delimiter", Buffer.from("just text"), TYPE],
    ["no closing delimiter", crlf(["--XyZ", 'Content-Disposition: form-data; name="x"', "", "1"]), TYPE],
    ["a part without headers' end", crlf(["--XyZ", 'Content-Disposition: form-data; name="x"']), TYPE],
    ["a part without a name", crlf(["--XyZ", "Content-Disposition: form-data", "", "1", "--XyZ--"]), TYPE],
    [
      "a part that is not form data",
      crlf(["--XyZ", 'Content-Disposition: inline; name="x"', "", "1", "--XyZ--"]),
      TYPE,
    ],
    [
      "a delimiter not ending its line",
      Buffer.from('--XyZ junk\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--XyZ--'),
      TYPE,
    ],
  ])("gives up on %s", (_name, raw, type) => {
    expect(parseMultipart(raw, type)).toBeUndefined();
  });

  it(`refuses more than ${MAX_FORM_PARTS} parts`, () => {
    const part = (i: number) => ["--XyZ", `Content-Disposition: form-data; name="f${i}"`, "", String(i)];
    const form = (parts: number) => crlf([...Array.from({ length: parts }, (_, i) => part(i)).flat(), "--XyZ--"]);
    expect(Object.keys(parseMultipart(form(MAX_FORM_PARTS), TYPE)?.fields ?? {})).toHaveLength(MAX_FORM_PARTS);
    expect(parseMultipart(form(MAX_FORM_PARTS + 1), TYPE)).toBeUndefined();
  });
});

describe("a route taking a form", () => {
  const emulator = useEmulator();
  const auth = `Bearer ${PROVIDER_KEY}`;

  it("answers 415 to JSON and 400 to a broken form, naming the problem", async () => {
    const emu = emulator();
    const json = await send(emu, URL, { authorization: auth, body: { model: "m", file: "x" } });
    expect(json.status).toBe(415);
    expect(await json.text()).toContain("multipart/form-data");
    const broken = await send(emu, URL, {
      authorization: auth,
      body: new Uint8Array(crlf(["--XyZ", 'Content-Disposition: form-data; name="x"'])),
      headers: { "content-type": TYPE },
    });
    expect(broken.status).toBe(400);
    expect(await broken.text()).toContain("not a well-formed multipart form");
  });

  it("requires an audio file and a model", async () => {
    const emu = emulator();
    const post = async (form: FormData) => {
      const { raw, type } = await encode(form);
      const response = await send(emu, URL, {
        authorization: auth,
        body: new Uint8Array(raw),
        headers: { "content-type": type },
      });
      return { status: response.status, text: await response.text() };
    };
    const noFile = new FormData();
    noFile.append("model", "m");
    expect(await post(noFile)).toMatchObject({ status: 400, text: expect.stringContaining("file is required") });
    const notAudio = new FormData();
    notAudio.append("model", "m");
    notAudio.append("file", new Blob([new Uint8Array(MEDIA.image.bytes)], { type: "image/png" }), "audio.wav");
    expect(await post(notAudio)).toMatchObject({ status: 400, text: expect.stringContaining("as audio") });
    const noModel = new FormData();
    noModel.append("file", new Blob([new Uint8Array(MEDIA.audio.bytes)], { type: "audio/wav" }), "audio.wav");
    expect(await post(noModel)).toMatchObject({ status: 400, text: expect.stringContaining("model is required") });
  });

  it("refuses an upload past maxBodyBytes, like any other body", async () => {
    await withEmulator({ maxBodyBytes: 1024 }, async (emu) => {
      const form = new FormData();
      form.append("model", "m");
      form.append("file", new Blob([new Uint8Array(4096)], { type: "audio/wav" }), "audio.wav");
      const { raw, type } = await encode(form);
      const response = await send(emu, URL, {
        authorization: auth,
        body: new Uint8Array(raw),
        headers: { "content-type": type },
      });
      expect(response.status).toBe(413);
    });
  });
});
