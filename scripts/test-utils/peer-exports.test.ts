import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { exportsOf, incompatibleExports, kindOf, Probe } from "./peer-exports";

const dir = mkdtempSync(join(tmpdir(), "peer-exports-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const moduleFile = join(dir, "lib.ts");
writeFileSync(
  moduleFile,
  [
    "export function greet(name: string): string { return name; }",
    "export class Box { constructor(readonly size: number) {} }",
    "export const TABLE = { a: 1 };",
    "export interface Shape { size: number }",
    "const hidden = 1;",
    "export { hidden as renamed };",
  ].join("\n"),
);
const tsconfig = join(dir, "tsconfig.json");
writeFileSync(tsconfig, JSON.stringify({ compilerOptions: { strict: true, module: "esnext", target: "es2022" } }));

describe("peer-exports", () => {
  it("reads every export of a module with how it is used, through renamed re-exports", () => {
    const names = exportsOf(moduleFile);
    const kinds = Object.fromEntries([...names].map(([name, symbol]) => [name, kindOf(symbol, names.checker)]));
    expect(kinds).toEqual({ greet: "function", Box: "class", TABLE: "object", Shape: "type", renamed: "object" });
  });

  it("names the export whose probe line does not compile, and only that one", () => {
    const probe = new Probe()
      .preamble('import * as Lib from "./lib";')
      .add("greet", "export const ok: string = Lib.greet('x');")
      .add("Shape", "export const bad: Lib.Shape = { size: 'big' };");
    const failures = incompatibleExports(probe, join(dir, "probe.ts"), tsconfig);
    expect([...failures.keys()]).toEqual(["Shape"]);
    expect(failures.get("Shape")).toContain("not assignable to type 'number'");
  });

  it("refuses a probe that does not parse, since a syntax error would hide every type error", () => {
    const probe = new Probe().add("greet", "export const = ;");
    expect(() => incompatibleExports(probe, join(dir, "broken.ts"), tsconfig)).toThrow("syntax errors");
  });
});
