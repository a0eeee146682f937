import type { Ref } from "react";

type FormFieldProps = {
  /** Prefix making the ids unique on a page with several forms (from `useId`). */
  idPrefix: string;
  name: string;
  label: string;
  type?: "text" | "email" | "tel";
  multiline?: boolean;
  autoComplete?: string;
  placeholder?: string;
  maxLength: number;
  /** False for a field the visitor may leave empty (default true). */
  required?: boolean;
  defaultValue?: string;
  /** The server's words about this field; shown under it and announced with it. */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
};

const inputClass =
  "mt-1.5 block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink shadow-sm placeholder:text-slate-400 focus:border-brand-500 aria-invalid:border-danger-700";

/** A labelled (by default required) input or textarea with its error text beside it (aria-invalid, aria-describedby). */
export function FormField({
  idPrefix,
  name,
  label,
  type = "text",
  multiline,
  autoComplete,
  placeholder,
  maxLength,
  required = true,
  defaultValue,
  error,
  inputRef,
}: FormFieldProps) {
  const id = `${idPrefix}-${name}`;
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    required,
    placeholder,
    maxLength,
    defaultValue,
    autoComplete,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: inputClass,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {label}
      </label>
      {multiline ? <textarea rows={5} {...shared} /> : <input type={type} ref={inputRef} {...shared} />}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
