import { Form, Link, useNavigation } from "react-router";
import { loginAction, loginLoader } from "#app/auth/login.server.ts";
import { PasskeySignInButton } from "#app/components/auth/passkey-sign-in-button.tsx";
import { ReturnPathField } from "#app/components/auth/return-path-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { site } from "#app/content/site.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/login";

export function meta() {
  return pageMeta({
    title: `Admin Login | ${site.name}`,
    description: `Sign-in for the ${site.name} team's inbox of enquiries, job applications and meetings.`,
    path: "/login",
    noindex: true,
  });
}

// A refused login answers 429 with Retry-After; the document response must carry that header too.
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;
}

export const loader = (args: Route.LoaderArgs) => loginLoader(args);
export const action = (args: Route.ActionArgs) => loginAction(args);

export default function Login({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction === "/login";
  return (
    <main
      id="main"
      className="flex min-h-screen items-center justify-center bg-gradient-to-br from-navy-950 via-navy-900 to-brand-700 px-4 py-16"
    >
      <div className="w-full max-w-sm rounded-card bg-white p-8 shadow-card">
        <p className="text-sm font-semibold text-brand-700">{site.name}</p>
        <h1 className="mt-1 font-display text-2xl font-extrabold tracking-tight text-navy-900">
          Admin Login
        </h1>
        {/* A plain POST form: it signs in with or without JavaScript. */}
        <Form method="post" replace className="mt-6 grid gap-4">
          <ReturnPathField />
          <div className="grid gap-2">
            <label htmlFor="email" className="text-sm font-semibold text-ink">
              E-mail address
            </label>
            <input
              id="email"
              name="email"
              type="email"
              required
              autoComplete="username webauthn"
              placeholder="Enter your e-mail address"
              defaultValue={actionData?.email}
              aria-invalid={actionData?.error ? true : undefined}
              aria-describedby={actionData?.error ? "login-error" : undefined}
              className="w-full rounded-md border border-line px-3 py-2.5 text-base text-ink placeholder:text-muted focus:border-brand-500"
            />
          </div>
          <div className="grid gap-2">
            <label htmlFor="password" className="text-sm font-semibold text-ink">
              Password
            </label>
            <input
              id="password"
              name="password"
              type="password"
              required
              autoComplete="current-password"
              placeholder="Enter admin password"
              aria-invalid={actionData?.error ? true : undefined}
              aria-describedby={actionData?.error ? "login-error" : undefined}
              className="w-full rounded-md border border-line px-3 py-2.5 text-base text-ink placeholder:text-muted focus:border-brand-500"
            />
          </div>
          {actionData?.error ? (
            <div id="login-error">
              <Notice tone="error">{actionData.error}</Notice>
            </div>
          ) : null}
          <Button type="submit" disabled={submitting}>
            Login
          </Button>
        </Form>
        <PasskeySignInButton />
        <Link
          to="/"
          className="mt-6 inline-block text-sm font-semibold text-brand-700 underline underline-offset-2"
        >
          Back to the website
        </Link>
      </div>
    </main>
  );
}
