import { type FormEvent, useId, useState } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import type { TwoFactorSectionData } from "#app/auth/two-factor-section.server.ts";
import { FreshPasswordField } from "#app/components/admin/account/labelled-field.tsx";
import { RecoveryCodeList } from "#app/components/admin/account/recovery-code-list.tsx";
import { TotpSetupSteps } from "#app/components/admin/account/totp-setup-steps.tsx";
import type { TotpSetup } from "#app/components/admin/account/totp-api-client.ts";
import { TotpCodeForm } from "#app/components/admin/account/totp-code-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { LocalTime } from "#app/components/admin/local-time.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { type JsonApiAnswer, callJsonApi } from "#app/http/json-api-client.ts";

/** Where the person is: the page's status, scanning a new secret, or reading their new recovery codes. */
type View = { kind: "status" } | { kind: "setup"; setup: TotpSetup } | { kind: "codes"; codes: string[] };

/** The refusal's words for the field, or undefined once the server accepted (the caller moves on). */
function fieldError(answer: JsonApiAnswer): string | undefined {
  return answer.ok ? undefined : (answer.errors.code ?? answer.message);
}

/**
 * The account page's section for the authenticator app (TOTP) and recovery codes: set one up (QR code
 * drawn by the server, the key for typing in, a code to confirm), save the ten recovery codes, get a
 * new set, or turn the app off with a current code. A person REQUIRE_2FA sent here
 * (`?setup=second-factor`) goes on to the inbox once their codes are saved.
 */
export function TwoFactorSettings({ data }: { data: TwoFactorSectionData }) {
  const [searchParams] = useSearchParams();
  const guided = searchParams.get("setup") === "second-factor";
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [view, setView] = useState<View>({ kind: "status" });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // Set once the server asks for the password (none confirmed in the last 10 minutes): its words.
  const [passwordError, setPasswordError] = useState<string>();

  async function startSetup(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = new FormData(event.currentTarget).get("currentPassword");
    setBusy(true);
    setError(null);
    setDone(null);
    const answer = await callJsonApi<TotpSetup>("POST", "/api/admin/me/totp", {
      currentPassword: typeof password === "string" ? password : undefined,
    });
    setBusy(false);
    if (answer.ok) {
      setPasswordError(undefined);
      setView({ kind: "setup", setup: answer.body });
    } else if (answer.errors.currentPassword) setPasswordError(answer.errors.currentPassword);
    else setError(answer.message);
  }

  async function confirm(code: string) {
    const answer = await callJsonApi<{ recoveryCodes: string[] }>("POST", "/api/admin/me/totp/confirm", {
      code,
    });
    if (answer.ok) {
      setView({ kind: "codes", codes: answer.body.recoveryCodes });
      await revalidator.revalidate();
    }
    return fieldError(answer);
  }

  async function cancelSetup() {
    await callJsonApi("DELETE", "/api/admin/me/totp", {});
    setView({ kind: "status" });
  }

  async function turnOff(code: string) {
    const answer = await callJsonApi("DELETE", "/api/admin/me/totp", { code });
    if (answer.ok) {
      setDone("The authenticator app is off: signing in no longer asks for a code from it.");
      await revalidator.revalidate();
    }
    return fieldError(answer);
  }

  const on = data.enabledAt !== null;
  return (
    <section id="two-factor" aria-labelledby="two-factor-heading" className="grid gap-4">
      <h2 id="two-factor-heading" className="text-xl font-bold text-navy-900">
        Authenticator app (two-step sign-in)
      </h2>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {done ? <Notice tone="success">{done}</Notice> : null}

      {view.kind === "setup" ? (
        <TotpSetupSteps setup={view.setup} onConfirm={confirm} onCancel={cancelSetup} />
      ) : view.kind === "codes" ? (
        <RecoveryCodeList codes={view.codes} onDone={() => setView({ kind: "status" })} guided={guided} />
      ) : on ? (
        <EnabledStatus
          data={data}
          onRenewed={(codes) => setView({ kind: "codes", codes })}
          onTurnOff={turnOff}
        />
      ) : (
        <div className="grid gap-3">
          <p className="text-sm text-ink">
            Off. With an authenticator app (such as Google Authenticator, Microsoft Authenticator or
            1Password), signing in asks for a 6-digit code from your phone after your password.
          </p>
          {data.setupRequired ? (
            <p className="text-sm font-semibold text-ink">
              Your team requires a second factor: set up an app here, or add a passkey below.
            </p>
          ) : null}
          <form onSubmit={startSetup} noValidate className="grid max-w-md gap-3">
            <FreshPasswordField id="totp-current-password" error={passwordError} attempt={String(busy)} />
            <div>
              <Button type="submit" disabled={!hydrated || busy}>
                {busy ? "Starting..." : "Set up an authenticator app"}
              </Button>
            </div>
          </form>
        </div>
      )}
    </section>
  );
}

/** The app is on: since when, the recovery codes left, and the two things that need a current code. */
function EnabledStatus({
  data,
  onRenewed,
  onTurnOff,
}: {
  data: TwoFactorSectionData;
  onRenewed: (codes: string[]) => void;
  onTurnOff: (code: string) => Promise<string | undefined>;
}) {
  const revalidator = useRevalidator();
  const statusId = useId();
  const low = data.recoveryCodesLeft <= 2;

  async function renew(code: string) {
    const answer = await callJsonApi<{ recoveryCodes: string[] }>("POST", "/api/admin/me/totp/confirm", {
      code,
    });
    if (answer.ok) {
      onRenewed(answer.body.recoveryCodes);
      await revalidator.revalidate();
    }
    return fieldError(answer);
  }

  return (
    <div className="grid gap-4">
      <p id={statusId} className="text-sm text-ink">
        On since <LocalTime iso={data.enabledAt!} options={{ dateStyle: "medium" }} />. Signing in asks for a
        code from the app after your password.{" "}
        <strong className={low ? "text-danger-700" : undefined}>
          {data.recoveryCodesLeft} of {data.recoveryCodeCount} recovery codes left.
        </strong>
      </p>
      <TotpCodeForm
        legend="New recovery codes"
        hint="Replaces all your recovery codes, used or not, with ten new ones. Enter a code from your app."
        label="Code from your app"
        button="Get new recovery codes"
        onSubmit={renew}
      />
      <TotpCodeForm
        legend="Turn the authenticator app off"
        hint="Signing in will ask for your password only. Enter a code from your app, or a recovery code if you lost it."
        label="Code from your app or a recovery code"
        button="Turn off"
        recoveryCodeAllowed
        onSubmit={onTurnOff}
      />
    </div>
  );
}
