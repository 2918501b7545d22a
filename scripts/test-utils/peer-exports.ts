// Drop-in checks against a peer package: the names a module exports (read by the compiler from its
// .d.ts or .ts), how each is used, and which statements of a probe written against both sides fail
// to compile. Used by the exports-parity tests of @inferkit/inference and @inferkit/tasks.
import ts from "typescript";

const READ_OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  allowImportingTsExtensions: true,
  noEmit: true,
  skipLibCheck: true,
};

/** How an export is used by the peer's users, hence how ours is checked against it. */
export type ExportKind = "function" | "class" | "object" | "type";

export type ModuleExports = Map<string, ts.Symbol> & { checker: ts.TypeChecker };

/** Every name the module at `file` exports, types and values alike, as the compiler resolves them. */
export function exportsOf(file: string): ModuleExports {
  const program = ts.createProgram([file], READ_OPTIONS);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const symbol = source && checker.getSymbolAtLocation(source);
  if (!symbol) throw new Error(`no module symbol for ${file}`);
  const names = new Map(checker.getExportsOfModule(symbol).map((s) => [s.getName(), s] as const));
  return Object.assign(names, { checker });
}

/** The symbol an export stands for, through `export { x } from` aliases. */
export function targetOf(symbol: ts.Symbol, checker: ts.TypeChecker): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

export function kindOf(symbol: ts.Symbol, checker: ts.TypeChecker): ExportKind {
  const target = targetOf(symbol, checker);
  if (!(target.flags & ts.SymbolFlags.Value)) return "type";
  const type = checker.getTypeOfSymbol(target);
  if (type.getConstructSignatures().length > 0) return "class";
  return type.getCallSignatures().length > 0 ? "function" : "object";
}

/** A probe's text, with the export each line checks, so that a compiler error names its export. */
export class Probe {
  private readonly lines: string[] = [];
  private readonly owners: string[] = [];

  /** Lines that check no export in particular (imports, helper types, a canary). */
  preamble(...lines: string[]): this {
    for (const line of lines) this.add("(probe)", line);
    return this;
  }

  add(name: string, line: string): this {
    this.lines.push(line);
    this.owners.push(name);
    return this;
  }

  get text(): string {
    return this.lines.join("\n");
  }

  ownerOf(line: number): string {
    return this.owners[line] ?? "(probe)";
  }
}

/**
 * Compiles `probe` as the file `probeFile` (never written: the compiler reads it from memory) with the
 * options of `tsconfig`, and returns the exports whose lines do not compile, each with the compiler's
 * first messages. A syntax error anywhere throws: it would hide every type error.
 */
export function incompatibleExports(probe: Probe, probeFile: string, tsconfig: string): Map<string, string> {
  const config = ts.getParsedCommandLineOfConfigFile(
    tsconfig,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error(`cannot read ${tsconfig}`);
  const options = { ...config.options, noUnusedLocals: false, noEmit: true };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  const text = probe.text;
  host.readFile = (file) => (file === probeFile ? text : readFile(file));
  host.fileExists = (file) => file === probeFile || ts.sys.fileExists(file);
  host.getSourceFile = (file, language) =>
    file === probeFile ? ts.createSourceFile(file, text, language) : getSourceFile(file, language);
  const program = ts.createProgram([probeFile], options, host);
  const source = program.getSourceFile(probeFile);
  const broken = program.getSourceFiles().filter((file) => program.getSyntacticDiagnostics(file).length > 0);
  if (broken.length > 0) throw new Error(`syntax errors in ${broken.map((file) => file.fileName).join(", ")}`);
  const failures = new Map<string, string>();
  for (const diagnostic of ts.getPreEmitDiagnostics(program, source)) {
    const line =
      diagnostic.file && diagnostic.start !== undefined
        ? source?.getLineAndCharacterOfPosition(diagnostic.start).line
        : undefined;
    const name = line === undefined ? "(probe)" : probe.ownerOf(line);
    if (!failures.has(name))
      failures.set(
        name,
        ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n").split("\n").slice(0, 4).join(" / "),
      );
  }
  return failures;
}
