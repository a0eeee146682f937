import { useState } from "react";
import { useNavigate } from "react-router";
import { passkeysSupported, signInWithPasskey } from "#app/components/auth/passkey-client.ts";
import { useReturnPath } from "#app/components/auth/return-path-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";

/**
 * 'Sign in with a passkey' on /login: the passkey alone signs the person in (no password, no code),
 * then the admin (or the admin page that sent them to sign in) opens; on /login/verify ('Use a passkey') it is the second step after the password.
 * It needs JavaScript and WebAuthn, so it appears only after hydration in a browser that has both;
 * the forms beside it work either way.
 */
export function PasskeySignInButton({ label = "Sign in with a passkey" }: { label?: string }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const returnTo = useReturnPath();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  if (!hydrated || !passkeysSupported()) return null;

  async function signIn() {
    setBusy(true);
    setProblem(undefined);
    const outcome = await signInWithPasskey();
    if (outcome.ok) {
      // Signed in: to the admin page that sent the person here, if one did.
      await navigate(outcome.value === "/admin" ? returnTo : outcome.value, { replace: true });
      return;
    }
    setBusy(false);
    setProblem(outcome.message);
  }

  return (
    <div className="mt-6 grid gap-4 border-t border-line pt-6">
      <Button variant="secondary" onClick={signIn} disabled={busy}>
        {busy ? "Waiting for your passkey..." : label}
      </Button>
      {problem ? <Notice tone="error">{problem}</Notice> : null}
    </div>
  );
}
