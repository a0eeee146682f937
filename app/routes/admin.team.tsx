import { isRouteErrorResponse } from "react-router";
import { AdminHeader } from "#app/components/admin/admin-header.tsx";
import { InvitationSent } from "#app/components/admin/team/invitation-sent.tsx";
import { InviteForm } from "#app/components/admin/team/invite-form.tsx";
import { TeamList } from "#app/components/admin/team/team-list.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { ErrorPage } from "#app/components/error-page.tsx";
import { OwnersOnly } from "#app/components/admin/team/owners-only.tsx";
import { site } from "#app/content/site.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { teamPageAction, teamPageLoader } from "#app/team/team-page.server.ts";
import type { Route } from "./+types/admin.team";

export function meta() {
  return pageMeta({
    title: `Team | ${site.name}`,
    description: `Who works in the ${site.name} admin: invitations, roles and access.`,
    path: "/admin/team",
    noindex: true,
  });
}

export const loader = (args: Route.LoaderArgs) => teamPageLoader(args);
export const action = (args: Route.ActionArgs) => teamPageAction(args);

export default function AdminTeam({ loaderData, actionData }: Route.ComponentProps) {
  const { viewer, members } = loaderData;
  const result = actionData;
  return (
    <div className="min-h-screen bg-surface">
      <AdminHeader title="Team" viewer={viewer} />
      <main id="main" className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6">
        {result?.ok ? (
          <InvitationSent message={result.message} inviteUrl={result.inviteUrl} />
        ) : result?.intent === "change" ? (
          <Notice tone="error" autoFocus>
            {result.message}
          </Notice>
        ) : null}
        <section aria-labelledby="invite-heading" className="grid gap-3">
          <h2 id="invite-heading" className="text-xl font-bold text-navy-900">
            Invite someone
          </h2>
          <p className="max-w-3xl text-sm text-muted">
            They get an e-mail with a link to choose their password. The link works once, for 72 hours.
          </p>
          <InviteForm
            key={result?.ok ? result.message : "invite"}
            refused={result && !result.ok && result.intent === "invite" ? result : undefined}
          />
        </section>
        <section aria-labelledby="people-heading" className="grid gap-3">
          <h2 id="people-heading" className="text-xl font-bold text-navy-900">
            People ({members.length})
          </h2>
          <TeamList members={members} viewerId={viewer.id} />
        </section>
      </main>
    </div>
  );
}

// A member who opens the page is told why, in words, rather than shown a server error.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <OwnersOnly />;
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
