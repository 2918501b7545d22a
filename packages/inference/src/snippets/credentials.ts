// Where a snippet gets its credential: the token given in the options, else an environment variable.
import { quotedString, shellWord } from "@inferkit/tasks";
import { Code } from "./values";

export type AuthScheme = "Bearer" | "Key" | "X-Key";

export interface Credential {
  /** Environment variable the snippet reads when no token was given. */
  envVar: string;
  /** The token given in the options, written verbatim. */
  token?: string;
  /** Prefix of the Authorization header value. */
  scheme: AuthScheme;
}

export interface CredentialInput {
  provider: string;
  routed: boolean;
  endpointUrl?: string;
  accessToken?: string;
}

// Direct calls: fal-ai takes `Key`, Black Forest Labs `X-Key`; everything else (and the router) `Bearer`.
const DIRECT_SCHEMES: Record<string, AuthScheme> = { "fal-ai": "Key", "black-forest-labs": "X-Key" };

/** The variable a user is expected to have set, e.g. `HF_TOKEN` or `GROQ_API_KEY`. */
export function envVarFor({ provider, routed, endpointUrl }: CredentialInput): string {
  if (endpointUrl) return "API_TOKEN";
  if (routed || provider === "hf-inference") return "HF_TOKEN";
  // Every hyphen becomes an underscore so the name is a valid shell variable.
  return `${provider.toUpperCase().replaceAll("-", "_")}_API_KEY`;
}

export function credentialFor(input: CredentialInput): Credential {
  const scheme = input.routed || input.endpointUrl ? "Bearer" : (DIRECT_SCHEMES[input.provider] ?? "Bearer");
  return { envVar: envVarFor(input), token: input.accessToken, scheme };
}

/** The bare token as an expression (constructor argument of client libraries). */
export function tokenCode({ envVar, token }: Credential): Code {
  if (token !== undefined) return new Code(quotedString(token), quotedString(token));
  return new Code(`os.environ["${envVar}"]`, `process.env.${envVar}`);
}

/** The Authorization header value as an expression. */
export function authorizationCode({ envVar, token, scheme }: Credential): Code {
  if (token !== undefined) {
    const text = quotedString(`${scheme} ${token}`);
    return new Code(text, text);
  }
  return new Code(`f"${scheme} {os.environ['${envVar}']}"`, `\`${scheme} \${process.env.${envVar}}\``);
}

/** The Authorization header as one shell word. */
export function authorizationShellWord({ envVar, token, scheme }: Credential): string {
  if (token !== undefined) return shellWord(`Authorization: ${scheme} ${token}`);
  return `"Authorization: ${scheme} $${envVar}"`;
}

/** Whether the snippet reads an environment variable (Python then needs `import os`). */
export const readsEnvironment = (credential: Credential): boolean => credential.token === undefined;
