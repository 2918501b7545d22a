// Routes one call: to the Hub, the router (its own API or a provider under /{provider}), a provider's own
// host, an Inference Endpoint, or a media file handed out earlier. Request faults play first, then
// credentials are checked, then the route answers.
import type { EmulatedApi } from "./api";
import { authProblem, ROUTER_HOST } from "./auth";
import type { EmulatedRequest } from "./emulated-request";
import { ENDPOINT_HOST, inferenceEndpoint } from "./endpoint";
import { hfError } from "./errors";
import { playRequestFault } from "./faults";
import { HUB_HOST, handleHub } from "./hub";
import { isRepoFileRequest, serveRepoFile } from "./hub-files";
import { serveMedia } from "./media";
import { EMULATED_APIS } from "./providers";
import { routerApi } from "./router-api";

const ROUTED_APIS = [routerApi, ...EMULATED_APIS.filter((p) => p.routed)];

interface Mounted {
  api: EmulatedApi;
  /** Router and Inference Endpoints take Hub tokens; providers' own hosts take their keys. */
  hubAuth: boolean;
  /** Path relative to the API base. */
  path: string;
}

function mount(call: EmulatedRequest): Mounted | undefined {
  if (call.host === ROUTER_HOST) {
    const [, segment = "", ...rest] = call.path.split("/");
    const api = ROUTED_APIS.find((a) => a.id === segment);
    if (!api) return undefined;
    call.base = `https://${ROUTER_HOST}/${segment}`;
    return { api, hubAuth: true, path: `/${rest.join("/")}` };
  }
  if (ENDPOINT_HOST.test(call.host)) {
    call.base = `https://${call.host}`;
    return { api: inferenceEndpoint, hubAuth: true, path: call.path };
  }
  const api = EMULATED_APIS.find((p) => p.directHosts.includes(call.host));
  if (!api) return undefined;
  call.base = `https://${call.host}`;
  return { api, hubAuth: false, path: call.path };
}

/** Finds who answers the call (setting its error style and base URL), without answering yet. */
function answererOf(call: EmulatedRequest): (call: EmulatedRequest) => Promise<void> | void {
  if (call.method === "GET" && call.path.startsWith("/emulated/")) return serveMedia;
  if (call.host === HUB_HOST) return isRepoFileRequest(call) ? serveRepoFile : handleHub;
  const mounted = mount(call);
  if (!mounted) {
    const unrouted = call.host === ROUTER_HOST && EMULATED_APIS.find((p) => call.path.startsWith(`/${p.id}/`));
    if (unrouted) {
      call.errorStyle = hfError;
      return (c) => c.fail(404, `The router does not serve ${unrouted.id}: call it directly, with its own key`);
    }
    return (c) =>
      c.fail(404, `Nothing is emulated at ${c.host}${c.path}; pass provider URLs through emulator.rewriteUrl()`);
  }
  call.errorStyle = mounted.api.errorStyle;
  call.errorContentType = mounted.api.errorContentType;
  call.validationStatus = mounted.api.validationStatus ?? 400;
  return (c) => answerMounted(c, mounted);
}

async function answerMounted(call: EmulatedRequest, { api, hubAuth, path }: Mounted): Promise<void> {
  const candidates = api.routes.filter((route) => route.path.test(path));
  const route = candidates.find((r) => r.method === call.method);
  if (!route) {
    if (candidates.length > 0)
      call.fail(405, `${call.method} is not allowed here`, { allow: candidates.map((r) => r.method).join(", ") });
    else call.fail(404, `${api.id} has no ${call.method} ${path}`);
    return;
  }
  const problem = route.public ? undefined : authProblem(call, api, hubAuth);
  if (problem !== undefined) {
    // Hub-token hosts (the router) reject credentials themselves, in their own style.
    if (hubAuth) call.errorStyle = hfError;
    call.fail(401, problem);
    return;
  }
  await route.handle(call, route.path.exec(path) as RegExpExecArray);
}

export async function dispatch(call: EmulatedRequest): Promise<void> {
  // Browsers send preflights on their own: they never consume a fault.
  if (call.method === "OPTIONS") return call.preflight();
  const answer = answererOf(call);
  if (await playRequestFault(call)) return;
  await answer(call);
}
