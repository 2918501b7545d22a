import { describe, expect, expectTypeOf, it } from "vitest";
import { InferenceClientProviderOutputError } from "../errors";
import {
  arrayOf,
  assertShape,
  fieldOf,
  hasFields,
  isBase64,
  isBufferSource,
  isLabelScoreArray,
  isNumber,
  isOptionalNumber,
  isString,
  oneOf,
} from "./shape";

describe("shape guards", () => {
  it("accept objects carrying the checked fields, with others alongside", () => {
    const isAnswer = hasFields({ answer: isString, score: isOptionalNumber });
    expect(isAnswer({ answer: "yes", extra: 1 })).toBe(true);
    expect(isAnswer({ answer: "yes", score: 0.5 })).toBe(true);
    expect(isAnswer({ answer: "yes", score: "high" })).toBe(false);
    expect(isAnswer({ score: 1 })).toBe(false);
    expect(isAnswer(null)).toBe(false);
    expect(isAnswer("answer")).toBe(false);
  });

  it("narrow to the checked shape, which fits the task output types", () => {
    const value: unknown = [{ answer: "yes", score: 1, start: 0 }];
    if (!arrayOf(hasFields({ answer: isString, score: isOptionalNumber }))(value)) throw new Error("rejected");
    const outputs: Array<{ answer: string; score?: number; end?: number }> = value;
    expectTypeOf(value[0]?.answer).toEqualTypeOf<string | undefined>();
    expectTypeOf(value[0]?.start).toEqualTypeOf<unknown>();
    expect(outputs[0]?.answer).toBe("yes");
  });

  it("check every item of arrays", () => {
    expect(arrayOf(isNumber)([1, 2, 3])).toBe(true);
    expect(arrayOf(isNumber)([1, "2"])).toBe(false);
    expect(arrayOf(isNumber)({ 0: 1, length: 1 })).toBe(false);
    expect(isLabelScoreArray([{ label: "a", score: 1 }])).toBe(true);
    expect(isLabelScoreArray([{ label: "a" }])).toBe(false);
  });

  it("read one step into unchecked values, and tell bytes and listed values apart", () => {
    expect(fieldOf({ cause: { code: "ECONNRESET" } }, "cause")).toEqual({ code: "ECONNRESET" });
    expect(fieldOf(null, "cause")).toBeUndefined();
    expect(fieldOf("text", "length")).toBeUndefined();
    expect(isBufferSource(new ArrayBuffer(2))).toBe(true);
    expect(isBufferSource(new Uint8Array(2))).toBe(true);
    expect(isBufferSource(new Uint8Array(new SharedArrayBuffer(2)))).toBe(false);
    expect(isBufferSource([1, 2])).toBe(false);
    const isCredentials = oneOf(["include", "omit"]);
    expect(isCredentials("omit")).toBe(true);
    expect(isCredentials("same-origin")).toBe(false);
    expect(isCredentials(undefined)).toBe(false);
  });

  it("throw the provider-output error with the given message when a value has the wrong shape", () => {
    let built = 0;
    const lazy = () => `expected { text: string }, built ${++built}`;
    assertShape("hi", isString, lazy);
    expect(built).toBe(0);
    const error = (() => {
      try {
        assertShape(42, isString, lazy, "req-1");
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
    expect(error).toMatchObject({ message: "expected { text: string }, built 1", requestId: "req-1" });
    expect(() => assertShape(null, isNumber, "Received malformed response")).toThrow(
      new InferenceClientProviderOutputError("Received malformed response"),
    );
  });
});

describe("isBase64", () => {
  it("accepts exactly what atob decodes (no whitespace)", () => {
    for (const text of ["", "QQ==", "QQ", "QUI=", "QUI", "QUJD", "a", "ab=", "QQ=", "a===", "Q Q", "QU%D", "QUJDR"]) {
      let decodes = !/\s/.test(text);
      try {
        atob(text);
      } catch {
        decodes = false;
      }
      expect(isBase64(text), text).toBe(decodes);
    }
    expect(isBase64(42)).toBe(false);
  });
});
