import { useId } from "react";
import { FieldFrame, type FieldFrameProps } from "#app/components/admin/field-frame.tsx";

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
}: Pick<FieldFrameProps, "hint" | "error"> & {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<{ value: string; label: string }>;
}) {
  return (
    <FieldFrame id={`${useId()}-${name}`} label={label} hint={hint} error={error}>
      {(control) => (
        <select {...control} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
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
