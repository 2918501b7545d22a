import { useId, useSyncExternalStore } from "react";
import { useHubUrl } from "../use-hub-url";
import { getVisitorToken, isVisitorTokenRemembered, setVisitorToken, subscribeVisitorToken } from "../visitor-token";
import { Checkbox } from "./Checkbox";
import { TokenField } from "./TokenField";

/** Where tokens are made on `hub` (the configured Hub: its tokens are the ones its router accepts). */
export const tokenSettingsUrl = (hub: string) => `${hub}/settings/tokens`;

/** The visitor's token, for components that call with it; undefined on the server and until one is given. */
export function useVisitorToken(): string | undefined {
  return useSyncExternalStore(subscribeVisitorToken, getVisitorToken, () => undefined);
}

/** The token field of the "Try it" box, with the opt-in to remember it and how to get one. */
export function TryItToken() {
  const token = useVisitorToken();
  const remembered = useSyncExternalStore(subscribeVisitorToken, isVisitorTokenRemembered, () => false);
  const ids = { help: useId() };
  const settings = tokenSettingsUrl(useHubUrl());
  return (
    <div className="try-it-token">
      <TokenField
        label="Your Hugging Face token"
        value={token ?? ""}
        describedBy={ids.help}
        onChange={(value) => setVisitorToken(value, remembered)}
      />
      <Checkbox
        label="Remember on this device"
        checked={remembered}
        onChange={(remember) => setVisitorToken(token, remember)}
      />
      {token && (
        <button type="button" className="button-secondary" onClick={() => setVisitorToken(undefined, false)}>
          Forget token
        </button>
      )}
      <p id={ids.help} className="muted try-it-help">
        Calls go from this browser to the inference providers with your token and are billed to your account. The token
        stays in this tab unless you tick “Remember on this device”.
      </p>
      {!token && (
        <p className="notice try-it-no-token">
          To try this model, create a token with the “Make calls to Inference Providers” permission at{" "}
          <a href={settings}>{settings.replace(/^https?:\/\//, "")}</a> and paste it above.
        </p>
      )}
    </div>
  );
}
