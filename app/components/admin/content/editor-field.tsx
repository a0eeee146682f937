import { useId } from "react";

const inputClass =
  "mt-1 block w-full rounded-md border border-line bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-brand-500 aria-invalid:border-danger-700";

type EditorFieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  required?: boolean;
  multiline?: boolean;
  rows?: number;
  /** A line under the label: what the field is for. */
  hint?: string;
  /** The server's words about this field, shown under it and announced with it. */
  error?: string;
  /** Shows "n of max" characters, for fields with a length that matters (SEO). */
  counter?: boolean;
  type?: "text" | "datetime-local" | "number";
};

/** A labelled, controlled input or textarea of the content editor, with its hint, counter and error. */
export function EditorField({
  name,
  label,
  value,
  onChange,
  maxLength,
  required,
  multiline,
  rows = 4,
  hint,
  error,
  counter,
  type = "text",
}: EditorFieldProps) {
  const id = `${useId()}-${name}`;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : "", counter ? `${id}-count` : ""]
    .filter(Boolean)
    .join(" ");
  const shared = {
    id,
    name,
    value,
    required,
    maxLength: type === "text" ? maxLength : undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    className: inputClass,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {label}
        {required ? null : <span className="font-normal text-muted"> (optional)</span>}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea rows={rows} {...shared} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input type={type} {...shared} onChange={(event) => onChange(event.target.value)} />
      )}
      {counter ? (
        <p id={`${id}-count`} className="mt-1 text-xs text-muted">
          {value.length} of {maxLength} characters
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
