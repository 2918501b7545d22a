// Hosts and identifiers the client talks to.
export const HF_HUB_URL = "https://huggingface.co";
// The router is a provider fact: its home is the facts table.
export { HF_ROUTER_URL } from "./providers/facts";
export const HF_HEADER_X_BILL_TO = "X-HF-Bill-To";
export const PACKAGE_NAME = "@inferkit/inference";
export const PACKAGE_VERSION = "0.1.0";

/** Hub access tokens start with `hf_`. Checked on every call: three character codes, no string search. */
export function isHubToken(token: string): boolean {
  return token.charCodeAt(0) === 104 && token.charCodeAt(1) === 102 && token.charCodeAt(2) === 95;
}
