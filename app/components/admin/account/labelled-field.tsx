import { useEffect, useRef } from "react";
import { FieldFrame, type FieldFrameProps } from "#app/components/admin/field-frame.tsx";

type LabelledFieldProps = Pick<FieldFrameProps, "hint" | "error"> & {
  id: string;
  name: string;
  label: string;
  type?: "text" | "email" | "password";
  autoComplete: string;
  defaultValue?: string;
  /** Moves the focus here when the error appears (the first refused field of a form). */
  focusOnError?: boolean;
  maxLength?: number;
};

/**
 * A labelled, required input of the admin's own forms (team, account, invitation), with its hint
 * and error tied to it by aria-describedby so a screen reader reads them with the field.
 */
export function LabelledField({
  id,
  name,
  label,
  type = "text",
  autoComplete,
  defaultValue,
  hint,
  error,
  focusOnError,
  maxLength,
}: LabelledFieldProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (error && focusOnError) ref.current?.focus();
  }, [error, focusOnError]);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} look="grid">
      {(control) => (
        <input
          {...control}
          ref={ref}
          name={name}
          type={type}
          required
          autoComplete={autoComplete}
          defaultValue={defaultValue}
          maxLength={maxLength}
          // Without JavaScript the page reloads: the browser's own autofocus finds the refused field.
          autoFocus={error && focusOnError ? true : undefined}
        />
      )}
    </FieldFrame>
  );
}

/**
 * The current password, asked for only once the server refused an action for want of a recent one (none
 * confirmed in the last 10 minutes): shown with the server's words, empty and focused on each refusal.
 */
export function FreshPasswordField({ id, error, attempt }: { id: string; error?: string; attempt: string }) {
  if (!error) return null;
  return (
    <LabelledField
      // A new field for each refusal, so it starts empty and takes the focus again.
      key={error + attempt}
      id={id}
      name="currentPassword"
      type="password"
      label="Current password"
      autoComplete="current-password"
      error={error}
      focusOnError
    />
  );
}
