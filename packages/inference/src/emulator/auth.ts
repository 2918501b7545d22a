// Credential checks: hub tokens on the router, each provider's own scheme on its own host.
// Messages never echo a credential.

import { HF_ROUTER_URL } from "../providers/facts";
import type { DirectAuth, EmulatedApi } from "./api";
import type { EmulatedRequest } from "./emulated-request";

export const ROUTER_HOST = new URL(HF_ROUTER_URL).host;

const HUB_TOKEN = /^hf_\S+$/;

function directKey(call: EmulatedRequest, scheme: DirectAuth): string | undefined {
  const authorization = call.headers.authorization ?? "";
  const prefix = `${scheme} `;
  if (authorization.startsWith(prefix)) return authorization.slice(prefix.length).trim() || undefined;
  // Black Forest Labs' own API documents a bare x-key header.
  if (scheme === "X-Key") return call.headers["x-key"]?.trim() || undefined;
  return undefined;
}

/** A 401 message when the call's credentials are not what the API expects, else undefined. */
export function authProblem(call: EmulatedRequest, api: EmulatedApi, hubAuth: boolean): string | undefined {
  if (hubAuth) {
    const token = /^Bearer (.*)$/.exec(call.headers.authorization ?? "")?.[1] ?? "";
    if (HUB_TOKEN.test(token)) return undefined;
    return token
      ? "Invalid credentials in Authorization header: the router expects a Hugging Face token (hf_...)"
      : "Authorization header is required: Bearer hf_...";
  }
  const key = directKey(call, api.directAuth);
  if (!key) return `Missing or malformed API key: ${api.id} expects "Authorization: ${api.directAuth} <key>"`;
  if (HUB_TOKEN.test(key)) return `Hugging Face tokens are not ${api.id} API keys; send them to ${ROUTER_HOST} instead`;
  return undefined;
}
