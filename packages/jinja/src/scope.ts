// Static scoping, as Jinja2's compiler does it: every name a scope assigns gets a slot, resolved at
// compile time, so renders read arrays instead of walking prototype chains of dictionaries.
import type { Statement, Target } from "./ast";

/** Marks a slot whose variable has not been assigned (yet) in this run of the scope. */
export const EMPTY: unique symbol = Symbol("empty");

/** Runtime storage of one scope: template root, one loop iteration, one macro call, a with block. */
export class Env {
  readonly slots: unknown[];
  constructor(
    size: number,
    readonly parent: Env | null,
  ) {
    this.slots = new Array(size).fill(EMPTY);
  }
}

/** Compile-time view of a scope: the slot of every name it assigns. */
export class StaticScope {
  private readonly slots = new Map<string, number>();
  constructor(readonly parent: StaticScope | null) {}

  get size(): number {
    return this.slots.size;
  }

  declare(name: string): number {
    let slot = this.slots.get(name);
    if (slot === undefined) {
      slot = this.slots.size;
      this.slots.set(name, slot);
    }
    return slot;
  }

  /** Where `name` may live, innermost first, as [scopes up, slot]. */
  resolve(name: string): [number, number][] {
    const found: [number, number][] = [];
    let hops = 0;
    for (let s: StaticScope | null = this; s; s = s.parent, hops++) {
      const slot = s.slots.get(name);
      if (slot !== undefined) found.push([hops, slot]);
    }
    return found;
  }

  /** Declares every name the statements assign in this scope (nested scopes excluded). */
  declareAssigned(statements: Statement[]): void {
    for (const node of statements) {
      switch (node.kind) {
        case "Set":
        case "SetBlock":
          this.declareTarget(node.target);
          if (node.kind === "SetBlock") this.declareAssigned(node.body);
          break;
        case "Macro":
          this.declare(node.name);
          break;
        case "If":
          this.declareAssigned(node.body);
          this.declareAssigned(node.otherwise);
          break;
        case "For":
          this.declareAssigned(node.otherwise);
          break;
        case "FilterBlock":
        case "Generation":
          this.declareAssigned(node.body);
          break;
      }
    }
  }

  declareTarget(target: Target): void {
    if (target.kind === "Name") this.declare(target.name);
    else if (target.kind === "Tuple") for (const item of target.items) this.declareTarget(item);
  }
}
