import { Form, Link, useNavigation } from "react-router";
import {
  type LoginVerifyResult,
  loginVerifyAction,
  loginVerifyLoader,
} from "#app/auth/login-verify.server.ts";
import { PasskeySignInButton } from "#app/components/auth/passkey-sign-in-button.tsx";
import { ReturnPathField } from "#app/components/auth/return-path-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { site } from "#app/content/site.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/login.verify";

export function meta() {
  return pageMeta({
    title: `Two-step verification | ${site.name}`,
    description: `The second step of signing in to the ${site.name} team's admin.`,
    path: "/login/verify",
    noindex: true,
  });
}

// A throttled code answers 429 with Retry-After; the document response must carry that header too.
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;
}

export const loader = (args: Route.LoaderArgs) => loginVerifyLoader(args);
export const action = (args: Route.ActionArgs) => loginVerifyAction(args);

const inputClass =
  "w-full rounded-md border border-line px-3 py-2.5 text-base text-ink placeholder:text-muted focus:border-brand-500 aria-invalid:border-danger-700";

/** One labelled code field, its hint, the server's refusal beside it, and its submit button. */
function CodeForm({
  id,
  label,
  hint,
  button,
  error,
  numeric,
}: {
  id: string;
  label: string;
  hint: string;
  button: string;
  error?: string;
  numeric?: boolean;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction === "/login/verify";
  const describedBy = error ? `${id}-hint ${id}-error` : `${id}-hint`;
  return (
    // A plain POST form: the second step works with or without JavaScript.
    <Form method="post" action="/login/verify" replace className="grid gap-3">
      <ReturnPathField />
      <div className="grid gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
        <input
          id={id}
          name="code"
          type="text"
          required
          maxLength={numeric ? 8 : 24}
          autoComplete={numeric ? "one-time-code" : "off"}
          inputMode={numeric ? "numeric" : "text"}
          autoCapitalize="none"
          spellCheck={false}
          autoFocus={numeric ? !error || undefined : Boolean(error) || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
        />
      </div>
      {error ? (
        <div id={`${id}-error`}>
          <Notice tone="error">{error}</Notice>
        </div>
      ) : null}
      <Button type="submit" disabled={submitting}>
        {button}
      </Button>
    </Form>
  );
}

export default function LoginVerify({ loaderData, actionData }: Route.ComponentProps) {
  const factors = loaderData;
  const result = actionData as LoginVerifyResult | undefined;
  const recoveryError = result?.field === "recovery" ? result.error : undefined;
  return (
    <main
      id="main"
      className="flex min-h-screen items-center justify-center bg-gradient-to-br from-navy-950 via-navy-900 to-brand-700 px-4 py-16"
    >
      <div className="grid w-full max-w-sm gap-6 rounded-card bg-white p-8 shadow-card">
        <div>
          <p className="text-sm font-semibold text-brand-700">{site.name}</p>
          <h1 className="mt-1 font-display text-2xl font-extrabold tracking-tight text-navy-900">
            Two-step verification
          </h1>
        </div>
        {factors.totp ? (
          <>
            <CodeForm
              id="totp-code"
              label="Authentication code"
              hint="Open your authenticator app and enter the 6-digit code it shows for this site."
              button="Verify"
              error={result?.field === "totp" ? result.error : undefined}
              numeric
            />
            {/* A recovery code has letters: its own field, so the app's field can ask for a number pad. */}
            <details open={Boolean(recoveryError)} className="rounded-md border border-line p-4">
              <summary className="cursor-pointer text-sm font-semibold text-brand-700">
                Lost your phone? Use a recovery code
              </summary>
              <div className="mt-4">
                <CodeForm
                  id="recovery-code"
                  label="Recovery code"
                  hint="One of the ten codes you saved when you set up the app: four groups of four letters and digits. Each works once."
                  button="Verify recovery code"
                  error={recoveryError}
                />
              </div>
            </details>
          </>
        ) : null}
        {factors.passkey ? (
          <div className="grid gap-2">
            <p className="text-sm text-ink">
              {factors.totp
                ? "Or confirm with one of your passkeys."
                : "Confirm it is you with one of your passkeys (fingerprint, face or device PIN)."}
            </p>
            <noscript>
              <p className="text-sm text-muted">Using a passkey needs JavaScript.</p>
            </noscript>
            <PasskeySignInButton label="Use a passkey" />
          </div>
        ) : null}
        <Link to="/login" className="text-sm font-semibold text-brand-700 underline underline-offset-2">
          Sign in as someone else
        </Link>
      </div>
    </main>
  );
}
