import { type FormEvent, useState } from "react";
import type { PasskeySummary } from "#app/auth/passkey-section.server.ts";
import { FreshPasswordField, LabelledField } from "#app/components/admin/account/labelled-field.tsx";
import { passkeysSupported, registerPasskey } from "#app/components/auth/passkey-client.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";

const NAME_MAX = 60;

/**
 * Names and registers a new passkey on this device (or a security key, or a phone nearby). Needs
 * JavaScript: until the page is hydrated the button stays disabled, and without it a note says so.
 */
export function AddPasskeyForm({
  full,
  onAdded,
}: {
  /** The person already holds as many passkeys as one may. */
  full: boolean;
  onAdded: (passkey: PasskeySummary) => void;
}) {
  const hydrated = useHydrated();
  const supported = hydrated && passkeysSupported();
  const [busy, setBusy] = useState(false);
  const [nameError, setNameError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  // Set once the server asks for the password (none confirmed in the last 10 minutes): its words.
  const [passwordError, setPasswordError] = useState<string>();

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const name = String(fields.get("name") ?? "").trim();
    const password = fields.get("currentPassword");
    setNameError(undefined);
    setProblem(undefined);
    if (!name) return setNameError("Give the passkey a name, such as the device it is on.");
    setBusy(true);
    const outcome = await registerPasskey(name, typeof password === "string" ? password : undefined);
    setBusy(false);
    if (outcome.ok) {
      form.reset();
      setPasswordError(undefined);
      onAdded(outcome.value);
    } else if (outcome.field === "name") setNameError(outcome.message);
    else if (outcome.field === "currentPassword") setPasswordError(outcome.message);
    else setProblem(outcome.message);
  }

  if (full) return <p className="text-sm text-muted">Remove a passkey to add another.</p>;
  return (
    <form onSubmit={add} noValidate className="grid max-w-md gap-3" aria-labelledby="add-passkey-heading">
      <h3 id="add-passkey-heading" className="font-semibold text-navy-900">
        Add a passkey
      </h3>
      <LabelledField
        id="passkey-name"
        name="name"
        label="Name for the new passkey"
        hint="So you can tell your passkeys apart, for example Work laptop or Phone."
        autoComplete="off"
        maxLength={NAME_MAX}
        error={nameError}
        focusOnError
      />
      <FreshPasswordField id="passkey-current-password" error={passwordError} attempt={String(busy)} />
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      {hydrated && !supported ? (
        <p className="text-sm text-danger-700">This browser cannot create passkeys.</p>
      ) : null}
      <noscript>
        <p className="text-sm text-muted">Adding a passkey needs JavaScript.</p>
      </noscript>
      <div>
        <Button type="submit" disabled={!supported || busy}>
          {busy ? "Waiting for your passkey..." : "Add a passkey"}
        </Button>
      </div>
    </form>
  );
}
