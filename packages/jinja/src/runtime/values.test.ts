import { describe, expect, it } from "vitest";
import { equals, floatRepr, makeTuple, PyFloat, repr, str, stringRepr, truthy, Undefined } from "./values";

describe("floatRepr", () => {
  it.each([
    [0.5, "0.5"],
    [2, "2.0"],
    [1e16, "1e+16"],
    [1.5e16, "1.5e+16"],
    [123456789.125, "123456789.125"],
    [0.0001, "0.0001"],
    [0.00001, "1e-05"],
    [1e-7, "1e-07"],
    [-0, "-0.0"],
    [Number.NaN, "nan"],
    [Number.POSITIVE_INFINITY, "inf"],
  ])("%d prints as %s", (value, text) => {
    expect(floatRepr(value)).toBe(text);
  });
});

describe("stringRepr", () => {
  it("prefers single quotes and switches when only single quotes occur", () => {
    expect(stringRepr("plain")).toBe("'plain'");
    expect(stringRepr("it's")).toBe(`"it's"`);
    expect(stringRepr(`both ' and "`)).toBe(`'both \\' and "'`);
  });

  it("escapes backslashes and control characters, keeps printable unicode", () => {
    expect(stringRepr("a\\b\n\t\x01é")).toBe("'a\\\\b\\n\\t\\x01é'");
  });
});

describe("str and repr", () => {
  it("print containers, tuples and floats as Python", () => {
    expect(str([1, new PyFloat(2), "x", null, true])).toBe("[1, 2.0, 'x', None, True]");
    expect(str(makeTuple([1]))).toBe("(1,)");
    expect(repr({ a: [makeTuple([])] })).toBe("{'a': [()]}");
    expect(str(new Undefined("x"))).toBe("");
  });
});

describe("truthy and equals", () => {
  it("use Python's rules", () => {
    expect([0, "", [], {}, null, new PyFloat(0), new Undefined("u")].map(truthy)).toEqual(Array(7).fill(false));
    expect(equals(1, new PyFloat(1))).toBe(true);
    expect(equals(true, 1)).toBe(true);
    expect(equals("1", 1)).toBe(false);
    expect(equals([1, { a: 2 }], [1, { a: 2 }])).toBe(true);
    expect(equals(makeTuple([1]), [1])).toBe(false);
  });
});
