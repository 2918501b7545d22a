import { describe, expect, it } from "vitest";
import { playgroundHref, readPlaygroundQuery } from "./playground-url";

describe("playground URLs", () => {
  it("carry the model id readably and a named template other than the default", () => {
    expect(playgroundHref({ model: "org/name" })).toBe("/playground?model=org/name");
    expect(playgroundHref({ model: "org/name", template: "tool_use" })).toBe(
      "/playground?model=org/name&template=tool_use",
    );
    expect(playgroundHref({ model: "org/name", template: "default" })).toBe("/playground?model=org/name");
    expect(playgroundHref({ template: "rag" })).toBe("/playground");
  });

  it("read back what they wrote, with odd characters escaped", () => {
    for (const query of [{ model: "org/name", template: "a&b=c d" }, { model: "gpt2" }, {}]) {
      const href = playgroundHref(query);
      expect(readPlaygroundQuery(href.slice("/playground".length))).toEqual(query);
    }
    expect(readPlaygroundQuery("?model=%20&template=x")).toEqual({ template: "x" });
  });
});
