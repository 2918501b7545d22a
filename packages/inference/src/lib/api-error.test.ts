import { describe, expect, it } from "vitest";
import { InferenceClientProviderApiError } from "../errors";
import { providerApiError } from "./api-error";
import { openCall } from "./call";
import type { PreparedRequest } from "./transport";

const request: PreparedRequest = { url: "https://provider.example/v1/run", method: "POST", headers: {}, payload: {} };
const json = (body: unknown, status = 422) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

async function messageOf(response: Response, secret?: string): Promise<string> {
  const call = openCall({ timeout: 0 }, secret);
  const error = await providerApiError(call, request, response);
  expect(error).toBeInstanceOf(InferenceClientProviderApiError);
  return error.message;
}

describe("a provider's error message, in its own words", () => {
  it.each([
    [
      "OpenAI's error object",
      { error: { message: "model not found", type: "invalid_request_error" } },
      "model not found",
    ],
    ["a bare error string", { error: "rate limited" }, "rate limited"],
    ["a detail string", { detail: "Not authenticated" }, "Not authenticated"],
    ["FastAPI's validation list", { detail: [{ loc: ["body", "inputs"], msg: "field required" }] }, "field required"],
    ["a message deeper down", { error: { details: 1, message: { message: "deep" } } }, "deep"],
  ])("%s", async (_, body, expected) => {
    expect(await messageOf(json(body))).toBe(`Failed to perform inference: ${expected}`);
  });

  it("names the status when the body says nothing it can quote", async () => {
    expect(await messageOf(json({ detail: [{ loc: ["body"] }] }, 400))).toBe(
      "Failed to perform inference: an HTTP error occurred when requesting the provider. (status 400)",
    );
    expect(
      await messageOf(
        new Response("<html>bad gateway</html>", { status: 502, headers: { "content-type": "text/html" } }),
      ),
    ).toBe("Failed to perform inference: an HTTP error occurred when requesting the provider (status 502)");
  });

  it("quotes plain text, without the caller's token", async () => {
    const token = "hf_secret_token_value";
    const response = new Response(`bad key ${token}`, { status: 401, headers: { "content-type": "text/plain" } });
    expect(await messageOf(response, token)).toBe("Failed to perform inference: bad key [redacted]");
  });
});
