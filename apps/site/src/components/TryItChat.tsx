import { type FormEvent, type KeyboardEvent, useId, useState } from "react";
import { FilePicker, readAsDataUrl } from "./FilePicker";
import { problemText, RunButton, useTryItCall } from "./TryItCall";
import type { CallTarget } from "./try-it-tasks";

interface Turn {
  role: "user" | "assistant";
  text: string;
  /** A `data:` URL of the image sent with a user turn. */
  image?: string;
}

// Sent inline as a data: URL, so kept well under what providers accept in one request.
const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

function toChatMessages(turns: Turn[]) {
  return turns.map(({ role, text, image }) => ({
    role,
    content: image
      ? [
          { type: "text", text },
          { type: "image_url", image_url: { url: image } },
        ]
      : text,
  }));
}

/** A chat with the model: the answer streams in; Stop ends it. `withImage` lets a turn carry an image. */
export function TryItChat({ model, provider, token, withImage }: CallTarget & { withImage: boolean }) {
  const [turns, setTurns] = useState<Turn[]>([]);
  const [draft, setDraft] = useState("");
  const [image, setImage] = useState<File | null>(null);
  const { running: streaming, problem, run, stop } = useTryItCall();
  const ids = { prompt: useId(), hint: useId(), log: useId() };

  async function send() {
    const text = draft.trim();
    if (!text || !token || streaming) return;
    await run(token, async (runner, signal) => {
      const attached = image ? await readAsDataUrl(image) : undefined;
      const sent: Turn[] = [...turns, { role: "user", text, ...(attached ? { image: attached } : {}) }];
      setTurns([...sent, { role: "assistant", text: "" }]);
      setDraft("");
      setImage(null);
      const settings = { model, provider, accessToken: token, signal };
      for await (const piece of runner.streamChat(toChatMessages(sent), settings)) {
        setTurns((current) =>
          current.map((turn, i) => (i === current.length - 1 ? { ...turn, text: turn.text + piece } : turn)),
        );
      }
    });
    // An answer that never started is not a turn of the conversation.
    setTurns((current) => current.filter((turn, i) => i < current.length - 1 || turn.role === "user" || turn.text));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  return (
    <form className="try-it-chat" onSubmit={onSubmit}>
      <div
        id={ids.log}
        className="try-it-log"
        role="log"
        aria-live="polite"
        aria-busy={streaming}
        aria-label="Conversation"
      >
        {turns.length === 0 && <p className="muted">No messages yet.</p>}
        {turns.map((turn, index) => (
          <div key={index} className={`try-it-turn try-it-${turn.role}`}>
            <span className="try-it-role">{turn.role === "user" ? "You" : "Model"}</span>
            {turn.image && <img className="try-it-thumb" src={turn.image} alt="Sent with this message" />}
            <p className="try-it-text">{turn.text || (streaming ? "…" : "")}</p>
          </div>
        ))}
      </div>
      {problem && (
        <p className={problem.stopped ? "muted" : "error-box"} role="alert">
          {problemText(problem)}
        </p>
      )}
      <div className="field">
        <label htmlFor={ids.prompt}>Message</label>
        <textarea
          id={ids.prompt}
          rows={3}
          value={draft}
          aria-describedby={ids.hint}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <span id={ids.hint} className="muted try-it-help">
          Enter sends, Shift+Enter starts a new line.
        </span>
      </div>
      {withImage && (
        <FilePicker
          label="Image (optional)"
          accept="image/*"
          maxBytes={MAX_IMAGE_BYTES}
          file={image}
          onChange={setImage}
        />
      )}
      <div className="try-it-actions">
        <RunButton running={streaming} label="Send" disabled={!token} onStop={stop} />
        {turns.length > 0 && !streaming && (
          <button type="button" className="button-secondary" onClick={() => setTurns([])}>
            Clear conversation
          </button>
        )}
      </div>
    </form>
  );
}
