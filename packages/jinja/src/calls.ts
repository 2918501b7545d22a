// Calls of template values that need the render frame: macros, and methods of dicts and namespaces.

import { TemplateRuntimeError } from "./errors";
import type { Frame } from "./frame";
import { ownValue } from "./own-data";
import { isDict, type Kwargs, MISSING, Namespace, PyFunction } from "./runtime/values";
import { callMethod, RESERVED_DICT_ATTRIBUTES } from "./sandbox";

/** A template macro: called with the render frame so it shares limits and output capture. */
export class MacroFunction extends PyFunction {
  constructor(
    name: string,
    readonly invoke: (f: Frame, args: unknown[], kwargs: Kwargs) => string,
  ) {
    super(
      name,
      () => {
        throw new TemplateRuntimeError(`macro '${name}' cannot be called from here`);
      },
      "macro",
    );
  }
}

/** `object.name(args)`: macros kept in dicts and namespaces get the render frame; anything else is a method call. */
export function callMember(f: Frame, object: unknown, name: string, args: unknown[], kwargs: Kwargs): unknown {
  if (object instanceof Namespace || isDict(object)) {
    const member = isDict(object) && !RESERVED_DICT_ATTRIBUTES.has(name) ? ownValue(object, name) : MISSING;
    if (member instanceof MacroFunction) return member.invoke(f, args, kwargs);
  }
  const member = object instanceof Namespace ? object.attr(name) : null;
  if (member instanceof MacroFunction) return member.invoke(f, args, kwargs);
  return callMethod(object, name, args, kwargs);
}
