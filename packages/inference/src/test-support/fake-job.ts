// A fake asynchronous-job service for provider tests: it answers the submission, then each status poll in
// turn, and serves the finished media, through `fakeFetch`.
import type { Options } from "../types";
import type { Reply } from "./fake-fetch";

/** Where the fake service puts finished media: another origin than any provider's. */
export const JOB_MEDIA_URL = "https://cdn.elsewhere.example/out.png";

export const pngResponse = () =>
  new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { "content-type": "image/png" } });

/** Answers POSTs with `submission`, GETs of the media with a PNG, other GETs with `polls` in turn (the last repeats). */
export function jobService(submission: () => Response, polls: Array<() => Response>): Reply {
  let poll = 0;
  return (call) => {
    if (call.method === "POST") return submission();
    if (call.url === JOB_MEDIA_URL) return pngResponse();
    const answer = polls[Math.min(poll, polls.length - 1)] as () => Response;
    poll++;
    return answer();
  };
}

/** Options that send through `fetch`, never retry and poll without waiting. */
export const noWaitOptions = (fetch: typeof globalThis.fetch, extra: Options = {}): Options => ({
  fetch,
  maxRetries: 0,
  pollIntervalMs: 0,
  ...extra,
});
