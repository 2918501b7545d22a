// Global functions of the template environment: Jinja2's (range, namespace, dict, joiner, cycler)
// and transformers' (raise_exception, strftime_now).
import { LimitExceededError, TemplateRaisedError, TemplateRuntimeError } from "../errors";
import { chargeItems } from "../limits";
import { copyData } from "../own-data";
import { arg } from "./methods";
import {
  copyDict,
  isDict,
  isFloat,
  isNumber,
  type Kwargs,
  MISSING,
  makeDict,
  Namespace,
  PyFunction,
  PyObject,
  str,
  toNumber,
  typeName,
} from "./values";

function range(args: unknown[], maxRange: number): number[] {
  for (const a of args) {
    if (!isNumber(a) || isFloat(a))
      throw new TemplateRuntimeError(`'${typeName(a)}' object cannot be interpreted as an integer`);
  }
  const nums = args.map(toNumber);
  const [start, stop, step] =
    nums.length === 1 ? [0, nums[0] as number, 1] : [nums[0] ?? 0, nums[1] ?? 0, nums[2] ?? 1];
  if (step === 0) throw new TemplateRuntimeError("range() arg 3 must not be zero");
  const count = Math.max(0, Math.ceil((stop - start) / step));
  if (count > maxRange) throw new LimitExceededError(`Range too big: ${count} items exceed the limit of ${maxRange}`);
  chargeItems(count);
  const out = new Array<number>(count);
  for (let i = 0; i < count; i++) out[i] = start + i * step;
  return out;
}

function namespace(args: unknown[], kwargs: Kwargs): Namespace {
  const ns = new Namespace();
  for (const a of args) {
    if (!isDict(a)) throw new TemplateRuntimeError("namespace() positional argument must be a mapping");
    copyData(ns.values, a);
  }
  if (kwargs) copyData(ns.values, kwargs);
  return ns;
}

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** Python's `datetime.now().strftime(format)` for the common directives, in local time. */
export function strftime(date: Date, format: string): string {
  const two = (n: number) => String(n).padStart(2, "0");
  const dayOfYear = Math.floor((date.getTime() - new Date(date.getFullYear(), 0, 1).getTime()) / 86_400_000) + 1;
  return format.replace(/%([a-zA-Z%])/g, (all, d: string) => {
    switch (d) {
      case "a":
        return DAYS[date.getDay()]?.slice(0, 3) ?? "";
      case "A":
        return DAYS[date.getDay()] ?? "";
      case "b":
      case "h":
        return MONTHS[date.getMonth()]?.slice(0, 3) ?? "";
      case "B":
        return MONTHS[date.getMonth()] ?? "";
      case "d":
        return two(date.getDate());
      case "e":
        return String(date.getDate()).padStart(2, " ");
      case "m":
        return two(date.getMonth() + 1);
      case "y":
        return two(date.getFullYear() % 100);
      case "Y":
        return String(date.getFullYear());
      case "H":
        return two(date.getHours());
      case "I":
        return two(date.getHours() % 12 || 12);
      case "p":
        return date.getHours() < 12 ? "AM" : "PM";
      case "M":
        return two(date.getMinutes());
      case "S":
        return two(date.getSeconds());
      case "j":
        return String(dayOfYear).padStart(3, "0");
      case "w":
        return String(date.getDay());
      case "f":
        return String(date.getMilliseconds() * 1000).padStart(6, "0");
      case "%":
        return "%";
      default:
        return all;
    }
  });
}

/** `joiner(sep)`: returns "" the first time it is called, then `sep`. */
function joiner(sep: unknown): PyFunction {
  let used = false;
  return new PyFunction("joiner", () => {
    if (!used) {
      used = true;
      return "";
    }
    return sep;
  });
}

/** `cycler(*items)`: `.next()`, `.current`, `.reset()`. */
class Cycler extends PyObject {
  private position = 0;
  constructor(private readonly items: unknown[]) {
    super();
  }
  typeName() {
    return "Cycler";
  }
  override attr(name: string): unknown {
    if (name === "current") return this.items[this.position];
    if (name === "next") {
      return new PyFunction("next", () => {
        const v = this.items[this.position];
        this.position = (this.position + 1) % this.items.length;
        return v;
      });
    }
    if (name === "reset") {
      return new PyFunction("reset", () => {
        this.position = 0;
        return null;
      });
    }
    return MISSING;
  }
}

export interface GlobalsOptions {
  maxRange: number;
  now: () => Date;
}

/** Builds the global scope (null prototype: templates see nothing of JavaScript's Object). */
export function createGlobals({ maxRange, now }: GlobalsOptions): Record<string, unknown> {
  const g = makeDict();
  g.range = new PyFunction("range", (args) => range(args, maxRange));
  g.namespace = new PyFunction("namespace", namespace);
  g.dict = new PyFunction("dict", (args, kwargs) => {
    const d = isDict(args[0]) ? copyDict(args[0]) : makeDict();
    if (kwargs) copyData(d, kwargs);
    return d;
  });
  g.joiner = new PyFunction("joiner", (args, kwargs) => joiner(arg(args, kwargs, 0, "sep", ", ")));
  g.cycler = new PyFunction("cycler", (args) => new Cycler(args));
  g.raise_exception = new PyFunction("raise_exception", (args, kwargs) => {
    throw new TemplateRaisedError(str(arg(args, kwargs, 0, "message", "")));
  });
  g.strftime_now = new PyFunction("strftime_now", (args, kwargs) =>
    strftime(now(), str(arg(args, kwargs, 0, "format", ""))),
  );
  return g;
}
