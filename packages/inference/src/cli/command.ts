import type { CliIo } from "./io";

/** One `inferkit <name>` command. */
export interface Command {
  name: string;
  /** One line, for `inferkit --help`. */
  summary: string;
  /** The full text of `inferkit <name> --help`. */
  usage: string;
  /** Throws UsageError (exit 2) or any other error (exit 1); resolves when done (exit 0). */
  run(args: string[], io: CliIo): Promise<void>;
}
