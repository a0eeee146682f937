import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";

type TotpCodeFormProps = {
  /** The form's name, read out as the group's label; none when the surrounding text already says it. */
  legend?: string;
  hint: string;
  label: string;
  button: string;
  /** Letters allowed too (a recovery code): no number pad on phones then. */
  recoveryCodeAllowed?: boolean;
  /** Sends the code; resolves with the server's refusal to show beside the field, or undefined. */
  onSubmit: (code: string) => Promise<string | undefined>;
};

/**
 * One labelled code field with its hint and the server's refusal beside it (aria-invalid,
 * aria-describedby, focus back on the field), sent through the JSON API. Its button waits for the
 * page's script, so a form submitted before that can never post a code anywhere else.
 */
export function TotpCodeForm({
  legend,
  hint,
  label,
  button,
  recoveryCodeAllowed,
  onSubmit,
}: TotpCodeFormProps) {
  const id = useId();
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = new FormData(event.currentTarget).get("code");
    setBusy(true);
    const refusal = await onSubmit(typeof code === "string" ? code : "");
    setBusy(false);
    setError(refusal);
    if (refusal) input.current?.select();
  }

  const describedBy = error ? `${id}-hint ${id}-error` : `${id}-hint`;
  const fields = (
    <>
      <label htmlFor={`${id}-code`} className="block text-sm font-semibold text-navy-900">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
      <input
        ref={input}
        id={`${id}-code`}
        name="code"
        type="text"
        required
        maxLength={recoveryCodeAllowed ? 24 : 8}
        autoComplete={recoveryCodeAllowed ? "off" : "one-time-code"}
        inputMode={recoveryCodeAllowed ? "text" : "numeric"}
        autoCapitalize="none"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="block w-full max-w-xs rounded-md border border-line bg-white px-3 py-2.5 text-base text-ink focus:border-brand-500 aria-invalid:border-danger-700"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" variant={legend ? "secondary" : "primary"} disabled={!hydrated || busy}>
          {busy ? "Checking..." : button}
        </Button>
      </div>
    </>
  );
  return (
    <form method="post" onSubmit={submit} className="grid gap-2">
      {legend ? (
        <fieldset className="grid gap-2 rounded-md border border-line p-4">
          <legend className="px-1 text-sm font-bold text-navy-900">{legend}</legend>
          {fields}
        </fieldset>
      ) : (
        fields
      )}
    </form>
  );
}
