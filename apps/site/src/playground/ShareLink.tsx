import { copyText } from "@inferkit/ui";
import { useState } from "react";
import type { PlaygroundState } from "./playground-state";
import { shareFragment } from "./share-link";

interface ShareLinkProps {
  state: PlaygroundState;
  /** Called with the link's path once copied, so the address bar shows it too. */
  onShared: (path: string) => void;
}

type Status = { kind: "idle" } | { kind: "copied" | "failed"; message: string };

/** "Copy link": the whole playground (template, conversation, tokens, options) as one link. */
export function ShareLink({ state, onShared }: ShareLinkProps) {
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  const share = async () => {
    const shared = await shareFragment(state);
    if (!shared.ok) {
      setStatus({ kind: "failed", message: shared.message });
      return;
    }
    const path = `/playground${shared.fragment}`;
    try {
      await copyText(`${window.location.origin}${path}`);
    } catch {
      setStatus({ kind: "failed", message: "The browser refused to copy: the link is in the address bar instead." });
      onShared(path);
      return;
    }
    onShared(path);
    setStatus({ kind: "copied", message: "Link copied: it opens this template, conversation and settings." });
  };

  return (
    <div className="share-link">
      <button type="button" className="button-secondary" onClick={() => void share()}>
        Copy link
      </button>
      <p role="status" className={status.kind === "failed" ? "error-box" : "muted"}>
        {status.kind === "idle" ? "" : status.message}
      </p>
    </div>
  );
}
