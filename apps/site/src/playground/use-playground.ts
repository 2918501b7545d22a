// The playground's state and the rules that keep edits safe: a template that replaces edited text waits for
// the visitor's yes; the state survives a reload (sessionStorage); a share link opens the state it carries.
import { useEffect, useRef, useState } from "react";
import { loadDraft, saveDraft } from "./draft-store";
import { type PlaygroundState, sameSource, type TemplateOrigin, type TemplateSource } from "./playground-state";
import { openFragment } from "./share-link";
import { STARTERS } from "./starters";

const first = STARTERS[0] as (typeof STARTERS)[number];

export const INITIAL_STATE: PlaygroundState = {
  template: first.template,
  messages: first.messages,
  tools: "",
  addGenerationPrompt: true,
  specialTokens: first.specialTokens,
  showMarks: false,
};

/** A template (and its tokens) about to replace the editor's, with what else it changes. */
export interface Replacement {
  /** Names it in the question, e.g. "the Llama 3 Instruct starter". */
  label: string;
  source: TemplateSource;
  origin: TemplateOrigin;
  /** Other fields it sets, worked out when it is applied. */
  alsoSets?: (current: PlaygroundState) => Partial<PlaygroundState>;
  /** The address to show once applied (left alone when absent). */
  address?: string;
}

const currentAddress = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

export function usePlayground() {
  const [state, setState] = useState(INITIAL_STATE);
  const [source, setSource] = useState<TemplateSource>(INITIAL_STATE);
  const [origin, setOrigin] = useState<TemplateOrigin>({ kind: "starter", id: first.id });
  const [pending, setPending] = useState<Replacement | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const restored = useRef(false);
  // A model template that arrives right after a reload restored edits of that same template keeps them.
  const reloadedSource = useRef<TemplateSource | null>(null);
  const edited = !sameSource(state, source);

  const apply = (replacement: Replacement) => {
    setState((current) => ({ ...current, ...replacement.alsoSets?.(current), ...replacement.source }));
    setSource(replacement.source);
    setOrigin(replacement.origin);
    if (replacement.address !== undefined) {
      window.history.replaceState(window.history.state, "", replacement.address);
    }
  };

  /** Applies `replacement` at once when nothing edited would be lost, else asks first. */
  const offer = (replacement: Replacement, isEdited = edited) => {
    if (isEdited) setPending(replacement);
    else apply(replacement);
  };

  const offerModelTemplate = (replacement: Replacement) => {
    const reloaded = reloadedSource.current;
    reloadedSource.current = null;
    if (reloaded && sameSource(reloaded, replacement.source)) setOrigin(replacement.origin);
    else offer(replacement);
  };

  const answer = (replace: boolean) => {
    if (pending && replace) apply(pending);
    else if (pending?.origin.kind === "model") {
      // The address named the model just loaded; the editor keeps the visitor's own template instead.
      window.history.replaceState(window.history.state, "", "/playground");
      setOrigin({ kind: "own" });
    }
    setPending(null);
  };

  useEffect(() => {
    const draft = loadDraft();
    const here = currentAddress();
    if (draft) {
      setState(draft.state);
      setSource(draft.source);
      setOrigin(draft.origin);
      reloadedSource.current = draft.address === here ? draft.source : null;
    }
    restored.current = true;
    if (draft?.address === here) return;
    const draftEdited = draft ? !sameSource(draft.state, draft.source) : false;
    void openFragment(window.location.hash).then((opened) => {
      if (!opened) return;
      if (!opened.ok) {
        setLinkError(opened.message);
        return;
      }
      const { template, specialTokens, ...rest } = opened.state;
      const alsoSets = () => rest;
      offer(
        {
          label: "the shared link’s playground",
          source: { template, specialTokens },
          origin: { kind: "own" },
          alsoSets,
        },
        draftEdited,
      );
    });
  }, []);

  useEffect(() => {
    if (restored.current) saveDraft({ state, source, origin, address: currentAddress() });
  }, [state, source, origin]);

  /** Puts `address` in the address bar (e.g. a share link), so that a reload of it restores these edits. */
  const showAddress = (address: string) => {
    window.history.replaceState(window.history.state, "", address);
    saveDraft({ state, source, origin, address: currentAddress() });
  };

  const update = (patch: Partial<PlaygroundState>) => setState((current) => ({ ...current, ...patch }));

  return { state, update, origin, offer, offerModelTemplate, pending, answer, linkError, showAddress };
}
