import { AdminHeader } from "#app/components/admin/admin-header.tsx";
import { InboxPanel } from "#app/components/admin/inbox-panel.tsx";
import { InboxTabs } from "#app/components/admin/inbox-tabs.tsx";
import { MailProblems } from "#app/components/admin/mail-problems.tsx";
import { MeetingsPanel } from "#app/components/admin/meetings-panel.tsx";
import { site } from "#app/content/site.ts";
import { adminPageAction, adminPageLoader } from "#app/leads/admin-page.server.ts";
import { withMailProblems } from "#app/mail/mail-problems.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/admin";

export function meta() {
  return pageMeta({
    title: `Admin Dashboard | ${site.name}`,
    description: `The ${site.name} team's inbox: enquiries, job applications and consultation requests.`,
    path: "/admin",
    noindex: true,
  });
}

export const loader = async (args: Route.LoaderArgs) => withMailProblems(args, await adminPageLoader(args));
export const action = (args: Route.ActionArgs) => adminPageAction(args);

const tabTitles = { messages: "Messages", applications: "Applications", meetings: "Meetings" } as const;

export default function Admin({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  return (
    <div className="min-h-screen bg-surface">
      <AdminHeader title="Admin Dashboard" viewer={data.viewer} />
      <main id="main" className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
        <MailProblems mails={data.mailProblems} />
        <InboxTabs current={data.tab} counts={data.tabCounts} />
        <section aria-labelledby="inbox-section-heading" className="grid gap-6">
          <h2 id="inbox-section-heading" className="sr-only">
            {tabTitles[data.tab]}
          </h2>
          {data.kind === "meetings" ? (
            <MeetingsPanel meetings={data.meetings} />
          ) : data.kind === "messages" ? (
            <InboxPanel {...data} kind="messages" />
          ) : (
            <InboxPanel {...data} kind="applications" />
          )}
        </section>
      </main>
    </div>
  );
}
