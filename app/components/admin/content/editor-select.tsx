import { useId } from "react";

/**
 * A labelled, controlled select of the content editor, with its hint and error, as `EditorField`
 * draws an input: `options` are its values and the words shown for each.
 */
export function EditorSelect({
  name,
  label,
  value,
  onChange,
  options,
  hint,
  error,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<{ value: string; label: string }>;
  /** A line under the label: what the field is for. */
  hint?: string;
  /** The server's words about this field, shown under it and announced with it. */
  error?: string;
}) {
  const id = `${useId()}-${name}`;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="mt-1 block w-full rounded-md border border-line bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-brand-500 aria-invalid:border-danger-700"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A controlled checkbox of the content editor, its label beside it. */
export function EditorCheckbox({
  name,
  label,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = `${useId()}-${name}`;
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5"
      />
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {label}
      </label>
    </div>
  );
}
