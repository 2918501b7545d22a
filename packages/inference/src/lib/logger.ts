// The one place the client writes notices (staging models, auto-selected provider, deprecations).
export interface Logger {
  debug(...args: unknown[]): void;
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
  log(...args: unknown[]): void;
}

let current: Logger = console;

/** Routes the client's notices to `logger` (default: `console`). */
export function setLogger(logger: Logger): void {
  current = logger;
}

export function getLogger(): Logger {
  return current;
}
