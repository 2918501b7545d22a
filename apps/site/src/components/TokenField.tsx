import { useId } from "react";

/**
 * A labelled field for a Hugging Face token: masked, and never autofilled or spell-checked (spell
 * checkers may send what is typed to a server).
 */
export function TokenField({
  label,
  value,
  onChange,
  describedBy,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The id of the text that explains where the token goes. */
  describedBy: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="password"
        autoComplete="off"
        spellCheck={false}
        placeholder="hf_…"
        aria-describedby={describedBy}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
