import { useId } from "react";

interface CheckboxProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Added to the wrapper's `checkbox` class (e.g. `field` for a form field's spacing). */
  className?: string;
}

/** A checkbox followed by its label, which toggles it too. */
export function Checkbox({ label, checked, onChange, className }: CheckboxProps) {
  const id = useId();
  return (
    <div className={className ? `checkbox ${className}` : "checkbox"}>
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
