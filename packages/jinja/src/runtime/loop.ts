// The `loop` variable of for-loops.
import { TemplateRuntimeError } from "../errors";
import { equals, type Kwargs, MISSING, PyFunction, PyObject, Undefined } from "./values";

export class LoopContext extends PyObject {
  index0 = -1;
  private lastChanged: unknown[] | typeof MISSING = MISSING;
  constructor(
    readonly items: unknown[],
    readonly depth0: number,
    private readonly recurse: ((items: unknown, depth0: number) => string) | null,
  ) {
    super();
  }
  typeName() {
    return "LoopContext";
  }
  override attr(name: string): unknown {
    const n = this.items.length;
    const i = this.index0;
    switch (name) {
      case "index":
        return i + 1;
      case "index0":
        return i;
      case "revindex":
        return n - i;
      case "revindex0":
        return n - i - 1;
      case "first":
        return i === 0;
      case "last":
        return i === n - 1;
      case "length":
        return n;
      case "depth":
        return this.depth0 + 1;
      case "depth0":
        return this.depth0;
      case "previtem":
        return i > 0 ? this.items[i - 1] : new Undefined("previtem", undefined, "there is no previous item");
      case "nextitem":
        return i < n - 1 ? this.items[i + 1] : new Undefined("nextitem", undefined, "there is no next item");
      case "cycle":
        return new PyFunction("cycle", (args) => {
          if (args.length === 0) throw new TemplateRuntimeError("no items for cycling given");
          return args[i % args.length];
        });
      case "changed":
        return new PyFunction("changed", (args) => {
          if (this.lastChanged !== MISSING && equals(this.lastChanged, args)) return false;
          this.lastChanged = args;
          return true;
        });
      default:
        return MISSING;
    }
  }
  override call(args: unknown[], _kwargs: Kwargs): unknown {
    if (!this.recurse) {
      throw new TemplateRuntimeError("Tried to call non recursive loop. Maybe you forgot the 'recursive' modifier.");
    }
    return this.recurse(args[0], this.depth0 + 1);
  }
}
