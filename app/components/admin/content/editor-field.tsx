import { useId } from "react";
import { FieldFrame, type FieldFrameProps } from "#app/components/admin/field-frame.tsx";

type EditorFieldProps = Pick<FieldFrameProps, "hint" | "error"> & {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  required?: boolean;
  multiline?: boolean;
  rows?: number;
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
  return (
    <FieldFrame
      id={id}
      label={
        <>
          {label}
          {required ? null : <span className="font-normal text-muted"> (optional)</span>}
        </>
      }
      hint={hint}
      error={error}
      counter={counter ? `${value.length} of ${maxLength} characters` : undefined}
    >
      {(control) => {
        const shared = {
          ...control,
          name,
          value,
          required,
          maxLength: type === "text" ? maxLength : undefined,
          onChange: (event: { target: { value: string } }) => onChange(event.target.value),
        };
        return multiline ? <textarea rows={rows} {...shared} /> : <input type={type} {...shared} />;
      }}
    </FieldFrame>
  );
}
