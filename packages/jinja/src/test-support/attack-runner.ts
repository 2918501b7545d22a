// Renders one attack of attacks.ts (index in argv) in this process and prints the outcome as JSON,
// so attacks.test.ts can tell a library error from a crash (heap, stack) or a hang.
import { Template, TemplateError } from "../index";
import { ATTACKS } from "./attacks";

const attack = ATTACKS[Number(process.argv[2])];
if (!attack) throw new Error(`no attack at index ${process.argv[2]}`);
const context = attack.context?.() ?? {};
// CPU time, not wall time: the tests run many of these at once on a shared machine.
const started = process.cpuUsage();
let outcome: Record<string, unknown>;
try {
  outcome = { kind: "rendered", length: new Template(attack.source).render(context).length };
} catch (e) {
  const error = e as Error;
  outcome = {
    kind: e instanceof TemplateError ? "template-error" : "host-error",
    error: error.name,
    message: error.message,
  };
}
const spent = process.cpuUsage(started);
process.stdout.write(JSON.stringify({ ...outcome, ms: (spent.user + spent.system) / 1000 }));
