// Placeholder replaced below.
import type { Program } from "./ast";
export interface FormatOptions {
  indent?: string | number;
}
export function format(_program: Program, _options: FormatOptions = {}): string {
  return "";
}
