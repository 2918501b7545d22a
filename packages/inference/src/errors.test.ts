import { describe, expect, it } from "vitest";
import {
  InferenceClientError,
  InferenceClientProviderApiError,
  InferenceClientProviderOutputError,
  InferenceClientResponseTooLargeError,
  InferenceClientRoutingError,
} from "./errors";

describe("errors", () => {
  it("a routing failure is a client error named as the peer names it, carrying its message", () => {
    const error = new InferenceClientRoutingError("no route");
    expect(error).toBeInstanceOf(InferenceClientError);
    expect([error.name, error.message]).toEqual(["RoutingError", "no route"]);
  });

  it("a too-large answer is an output error naming the option that raises the limit", () => {
    const error = new InferenceClientResponseTooLargeError("maxMediaBytes", 1024, "req-1");
    expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
    expect([error.name, error.option, error.limit, error.requestId]).toEqual([
      "ResponseTooLargeError",
      "maxMediaBytes",
      1024,
      "req-1",
    ]);
    expect(error.message).toBe("The response exceeded maxMediaBytes (1024 bytes) and was not read further");
  });

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
});
