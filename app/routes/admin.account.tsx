import type { ReactNode } from "react";
import { AdminHeader } from "#app/components/admin/admin-header.tsx";
import { NameForm } from "#app/components/admin/account/name-form.tsx";
import { PasskeySettings } from "#app/components/admin/account/passkey-settings.tsx";
import { PasswordForm } from "#app/components/admin/account/password-form.tsx";
import { SavedRepliesSettings } from "#app/components/admin/account/saved-replies-settings.tsx";
import { SessionList } from "#app/components/admin/account/session-list.tsx";
import { TwoFactorSettings } from "#app/components/admin/account/two-factor-settings.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { site } from "#app/content/site.ts";
import { pageMeta } from "#app/lib/seo.ts";
import {
  type AccountActionResult,
  type AccountIntent,
  accountPageAction,
  accountPageLoader,
} from "#app/team/account-page.server.ts";
import type { Route } from "./+types/admin.account";

export function meta() {
  return pageMeta({
    title: `Your account | ${site.name}`,
    description: `Your name, password, two-step sign-in, passkeys, saved replies and sessions in the ${site.name} admin.`,
    path: "/admin/account",
    noindex: true,
  });
}

export const loader = (args: Route.LoaderArgs) => accountPageLoader(args);
export const action = (args: Route.ActionArgs) => accountPageAction(args);

/** A titled part of the page; the outcome of its own form, if it was just sent, heads it. */
function AccountSection({
  id,
  title,
  result,
  intents,
  children,
}: {
  id: string;
  title: string;
  result: AccountActionResult | undefined;
  intents: AccountIntent[];
  children: ReactNode;
}) {
  const own = result && intents.includes(result.intent) ? result : undefined;
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-navy-900">
        {title}
      </h2>
      {/* A field's own error is shown (and focused) at the field; anything else is announced here. */}
      {own && (own.ok || !own.errors) ? (
        <Notice tone={own.ok ? "success" : "error"} autoFocus>
          {own.message}
        </Notice>
      ) : null}
      {children}
    </section>
  );
}

export default function AdminAccount({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  const result = actionData;
  const errors = result && !result.ok ? result.errors : undefined;
  return (
    <div className="min-h-screen bg-surface">
      <AdminHeader title="Your account" viewer={page.viewer} />
      <main id="main" className="mx-auto grid max-w-6xl gap-10 px-4 py-8 sm:px-6">
        {page.setupSecondFactor && !page.viewer.twoFactor ? (
          <Notice tone="info" title="Set up two-step sign-in to continue">
            This team requires a second factor for everyone. Add an authenticator app or a passkey below; the
            rest of the admin opens as soon as one is set up.
          </Notice>
        ) : null}
        <AccountSection id="profile" title="Profile" result={result} intents={["name"]}>
          <NameForm name={page.viewer.name} email={page.viewer.email} error={errors?.name} />
        </AccountSection>
        <AccountSection id="password" title="Password" result={result} intents={["password"]}>
          <PasswordForm
            email={page.viewer.email}
            hint={page.passwordHint}
            errors={result?.intent === "password" ? errors : undefined}
          />
        </AccountSection>
        <TwoFactorSettings data={page.twoFactor} />
        <PasskeySettings data={page.passkeys} />
        <AccountSection
          id="saved-replies"
          title="Saved replies"
          result={result}
          intents={["saved-reply-create", "saved-reply-update", "saved-reply-delete"]}
        >
          <SavedRepliesSettings savedReplies={page.savedReplies} max={page.savedRepliesMax} result={result} />
        </AccountSection>
        <AccountSection
          id="sessions"
          title="Sessions"
          result={result}
          intents={["end-session", "end-others"]}
        >
          <SessionList sessions={page.sessions} />
        </AccountSection>
      </main>
    </div>
  );
}
