// Stores hold data and its bounds; handlers import stores, never the reverse.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** What a store may import besides other stores: the public types and the fake-id maker. */
const ALLOWED_OUTSIDE = new Set(["../types", "../fake"]);

describe("emulator stores", () => {
  it("import only other stores, the types and fake ids: no handler", () => {
    const stores = readdirSync(import.meta.dirname).filter(
      (name) => name.endsWith(".ts") && !name.endsWith(".test.ts"),
    );
    expect(stores.length).toBeGreaterThan(0);
    for (const name of stores) {
      const text = readFileSync(join(import.meta.dirname, name), "utf8");
      for (const [, from = ""] of text.matchAll(/from "([^"]+)"/g)) {
        expect(from.startsWith("./") || ALLOWED_OUTSIDE.has(from), `${name} imports ${from}`).toBe(true);
      }
    }
  });
});
