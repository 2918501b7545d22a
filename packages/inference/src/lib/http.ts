// The former home of transport, body-reading failures and API errors, split into `transport.ts`,
// `body.ts` and `api-error.ts`. Kept for the modules outside lib/ that still import these names here.

export { MAX_ERROR_BODY_BYTES } from "./api-error";
export { catchReadFailure as guard } from "./body";
