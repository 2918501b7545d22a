import { describe, expect, it } from "vitest";
import { InferenceClientError, InferenceClientProviderApiError } from "./errors";
import { scrub } from "./lib/redact";

describe("errors", () => {
  it("redact Authorization and a top-level accessToken from the request they carry", () => {
    const error = new InferenceClientProviderApiError(
      "Failed",
      {
        url: "https://x",
        method: "",
        headers: { authorization: "Bearer hf_abc" },
        body: { accessToken: "hf_abc", a: 1 },
      },
      { requestId: "r", status: 500, body: {} },
    );
    expect(error).toBeInstanceOf(InferenceClientError);
    expect(error.name).toBe("ProviderApiError");
    expect(error.httpRequest).toEqual({
      url: "https://x",
      method: "GET",
      headers: { authorization: "Bearer [redacted]" },
      body: { accessToken: "[REDACTED]", a: 1 },
    });
    expect([error.requestId, error.status]).toEqual(["r", 500]);
  });

  it("scrub a secret from text, leaving short or absent secrets alone", () => {
    expect(scrub("bad key hf_abcdef here hf_abcdef", "hf_abcdef")).toBe("bad key [redacted] here [redacted]");
    expect(scrub("abc", undefined)).toBe("abc");
    expect(scrub("a b", "a")).toBe("a b");
  });
});
