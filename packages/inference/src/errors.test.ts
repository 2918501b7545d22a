import { describe, expect, it } from "vitest";
import * as errors from "./errors";
import {
  InferenceClientError,
  InferenceClientHubApiError,
  InferenceClientInputError,
  InferenceClientNetworkError,
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

  describe("across copies of the package", () => {
    const apiError = (status: number) =>
      new InferenceClientProviderApiError(
        "x",
        { url: "https://x.test", method: "POST" },
        { requestId: "", status, body: "" },
      );

    it("isInstance recognises errors of another copy, where instanceof does not", async () => {
      // A second evaluation of the module stands for the package's other build, or a second install.
      const anotherCopy = "./errors.ts?another-copy";
      const other = (await import(anotherCopy)) as typeof errors;
      expect(other.InferenceClientProviderApiError).not.toBe(InferenceClientProviderApiError);
      const foreign = new other.InferenceClientProviderApiError(
        "x",
        { url: "u", method: "POST" },
        {
          requestId: "",
          status: 500,
          body: "",
        },
      );
      expect(foreign instanceof InferenceClientProviderApiError).toBe(false);
      expect(InferenceClientProviderApiError.isInstance(foreign)).toBe(true);
      expect(InferenceClientError.isInstance(foreign)).toBe(true);
      expect(other.InferenceClientError.isInstance(new InferenceClientInputError("x"))).toBe(true);
    });

    it("isInstance follows the class chain and nothing else", () => {
      expect(InferenceClientProviderApiError.isInstance(apiError(500))).toBe(true);
      expect(InferenceClientHubApiError.isInstance(apiError(500))).toBe(false);
      expect(InferenceClientInputError.isInstance(apiError(500))).toBe(false);
      const tooLarge = new InferenceClientResponseTooLargeError("maxResponseBytes", 1);
      expect(InferenceClientProviderOutputError.isInstance(tooLarge)).toBe(true);
      expect(InferenceClientResponseTooLargeError.isInstance(new InferenceClientProviderOutputError("x"))).toBe(false);
      for (const value of [null, undefined, "ProviderApiError", 0, {}, new Error("x")]) {
        expect(InferenceClientError.isInstance(value)).toBe(false);
      }
    });

    it("every error class has a kind of its own, and markers stay out of serialised errors", () => {
      const classes = Object.values(errors).filter(
        (value): value is typeof InferenceClientError =>
          typeof value === "function" && value.prototype instanceof Error,
      );
      expect(classes.length).toBeGreaterThanOrEqual(9);
      for (const type of classes) expect(Object.hasOwn(type, "kind"), type.name).toBe(true);
      expect(new Set(classes.map((type) => type.kind)).size).toBe(classes.length);
      expect(JSON.stringify(apiError(503))).not.toContain("inferkit");
      expect(Object.keys(apiError(503))).not.toContain("kind");
    });
  });

  it("says whether trying again later may help", () => {
    const status = (code: number) =>
      new InferenceClientProviderApiError("x", { url: "u", method: "POST" }, { requestId: "", status: code, body: "" })
        .isRetryable;
    expect([408, 409, 429, 500, 502, 503, 504].map(status)).toEqual([true, true, true, true, true, true, true]);
    expect([400, 401, 403, 404, 422].map(status)).toEqual([false, false, false, false, false]);
    expect(new InferenceClientNetworkError("down", "https://x.test").isRetryable).toBe(true);
  });
});
