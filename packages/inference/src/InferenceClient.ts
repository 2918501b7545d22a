// The client class: every task function as a method, with the token and default options bound.
import * as tasks from "./tasks/index";
import type { Options } from "./types";

type Tasks = typeof tasks;
type WithoutToken<T> = T extends unknown ? Omit<T, "accessToken"> : never;
type BoundTasks = {
  [K in keyof Tasks]: (
    args: WithoutToken<Parameters<Tasks[K]>[0]>,
    options?: Parameters<Tasks[K]>[1],
  ) => ReturnType<Tasks[K]>;
};

export type InferenceClientOptions = Options & { endpointUrl?: string };

// Declaration merging gives the class the bound task methods assigned in the constructor.
export interface InferenceClient extends BoundTasks {}

// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: see the interface above
export class InferenceClient {
  readonly #accessToken: string;
  readonly #defaultOptions: InferenceClientOptions;

  constructor(accessToken = "", defaultOptions: InferenceClientOptions = {}) {
    this.#accessToken = accessToken;
    this.#defaultOptions = defaultOptions;
    const { endpointUrl, ...options } = defaultOptions;
    for (const [name, fn] of Object.entries(tasks)) {
      Object.defineProperty(this, name, {
        enumerable: false,
        value: (args: Record<string, unknown>, callOptions?: Options) =>
          (fn as (a: unknown, o: unknown) => unknown)(
            { endpointUrl, accessToken, ...args },
            { ...options, ...callOptions },
          ),
      });
    }
  }

  /** A client sending every call to `endpointUrl` (a dedicated endpoint or any compatible server). */
  endpoint(endpointUrl: string): InferenceClient {
    return new InferenceClient(this.#accessToken, { ...this.#defaultOptions, endpointUrl });
  }
}

/** @deprecated Renamed InferenceClient. */
export class HfInference extends InferenceClient {}

/** @deprecated Use `new InferenceClient(token).endpoint(url)`. */
export class InferenceClientEndpoint extends InferenceClient {}
