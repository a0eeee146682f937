import { type FormEvent, useEffect, useRef, useState } from "react";
import type { PasskeySummary } from "#app/auth/passkey-section.server.ts";
import { LabelledField } from "#app/components/admin/account/labelled-field.tsx";
import { LocalTime } from "#app/components/admin/local-time.tsx";
import { removePasskey } from "#app/components/auth/passkey-client.ts";
import { Button } from "#app/components/ui/button.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";

const dateOptions: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

/**
 * One passkey: its name, when it was added and last used, and Remove, which asks once more in
 * place (the focus moves to the question, and back to Remove if the person keeps it).
 */
export function PasskeyListItem({
  passkey,
  onRemoved,
  onProblem,
}: {
  passkey: PasskeySummary;
  onRemoved: (passkey: PasskeySummary) => void;
  onProblem: (message: string) => void;
}) {
  const hydrated = useHydrated();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // Set once the server asks for the password (none confirmed in the last 10 minutes): its words.
  const [passwordError, setPasswordError] = useState<string>();
  const removeButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!confirming && returnFocus.current) removeButton.current?.focus();
    returnFocus.current = false;
  }, [confirming]);

  async function remove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = new FormData(event.currentTarget).get("currentPassword");
    setBusy(true);
    const outcome = await removePasskey(passkey.id, typeof password === "string" ? password : undefined);
    setBusy(false);
    if (outcome.ok) onRemoved(passkey);
    else if (outcome.field === "currentPassword") setPasswordError(outcome.message);
    else onProblem(outcome.message);
  }

  function keep() {
    returnFocus.current = true;
    setConfirming(false);
  }

  const questionId = `remove-passkey-${passkey.id}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-line bg-white p-4">
      <div className="grid gap-1 text-sm text-ink">
        <p className="font-semibold text-navy-900">{passkey.name}</p>
        <p className="text-muted">
          Added <LocalTime iso={passkey.createdAt} options={dateOptions} />
          {passkey.lastUsedAt ? (
            <>
              , last used <LocalTime iso={passkey.lastUsedAt} options={dateOptions} />
            </>
          ) : (
            ", not used to sign in yet"
          )}
        </p>
      </div>
      {confirming ? (
        <form
          onSubmit={remove}
          aria-labelledby={questionId}
          className="flex flex-wrap items-center gap-2"
          noValidate
        >
          <p id={questionId} className="text-sm font-semibold text-danger-700">
            Remove &ldquo;{passkey.name}&rdquo;? It will no longer sign you in.
          </p>
          {passwordError ? (
            <div className="basis-full">
              <LabelledField
                key={passwordError + String(busy)}
                id={`${questionId}-password`}
                name="currentPassword"
                type="password"
                label="Current password"
                autoComplete="current-password"
                error={passwordError}
                focusOnError
              />
            </div>
          ) : null}
          <Button type="submit" disabled={busy} autoFocus={!passwordError}>
            {busy ? "Removing..." : "Yes, remove"}
          </Button>
          <Button variant="secondary" onClick={keep} disabled={busy}>
            Keep it
          </Button>
        </form>
      ) : (
        <Button
          ref={removeButton}
          variant="secondary"
          onClick={() => setConfirming(true)}
          disabled={!hydrated}
        >
          Remove<span className="sr-only"> passkey {passkey.name}</span>
        </Button>
      )}
    </li>
  );
}
