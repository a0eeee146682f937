import { Link } from "react-router";
import { InvitationForm } from "#app/components/admin/team/invitation-form.tsx";
import { site } from "#app/content/site.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { invitationPageAction, invitationPageLoader } from "#app/team/invitation-page.server.ts";
import type { Route } from "./+types/invite.$token";

export function meta() {
  return pageMeta({
    title: `Join the team | ${site.name}`,
    description: `Accept an invitation to the ${site.name} admin.`,
    // The token is a secret: the canonical address leaves it out.
    path: "/invite",
    noindex: true,
  });
}

// The page's no-store answer (it names the person invited) reaches the browser with the document.
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export const loader = (args: Route.LoaderArgs) => invitationPageLoader(args);
export const action = (args: Route.ActionArgs) => invitationPageAction(args);

// Why a link does not work, and what to do next, for each way it can fail.
const notWorking = {
  expired: {
    title: "This invitation has expired",
    body: "Invitation links work for 72 hours. Ask the owner who invited you to send a new one.",
  },
  used: {
    title: "This invitation has already been used",
    body: "Its password is set. Sign in with your e-mail address and that password.",
  },
  unknown: {
    title: "This invitation link does not work",
    body: "It may be mistyped, or a newer invitation replaced it: use the link in the latest e-mail, or ask the owner who invited you to send a new one.",
  },
} as const;

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  return (
    <main
      id="main"
      className="flex min-h-screen items-center justify-center bg-gradient-to-br from-navy-950 via-navy-900 to-brand-700 px-4 py-16"
    >
      <div className="w-full max-w-md rounded-card bg-white p-8 shadow-card">
        <p className="text-sm font-semibold text-brand-700">{site.name}</p>
        {page.state === "valid" ? (
          <>
            <h1 className="mt-1 font-display text-2xl font-extrabold tracking-tight text-navy-900">
              Join the team
            </h1>
            <InvitationForm
              email={page.email}
              name={page.name}
              invitedBy={page.invitedBy}
              expiresAt={page.expiresAt}
              passwordHint={page.passwordHint}
              refused={actionData}
            />
          </>
        ) : (
          <>
            <h1 className="mt-1 font-display text-2xl font-extrabold tracking-tight text-navy-900">
              {notWorking[page.state].title}
            </h1>
            <p className="mt-3 text-sm text-ink">{notWorking[page.state].body}</p>
            <Link
              to="/login"
              className="mt-6 inline-block text-sm font-semibold text-brand-700 underline underline-offset-2"
            >
              Go to the sign-in page
            </Link>
          </>
        )}
      </div>
    </main>
  );
}
