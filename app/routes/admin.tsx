import { Form } from "react-router";
import { InboxPanel } from "~/components/admin/inbox-panel";
import { InboxTabs } from "~/components/admin/inbox-tabs";
import { MailProblems } from "~/components/admin/mail-problems";
import { MeetingsPanel } from "~/components/admin/meetings-panel";
import { Button } from "~/components/ui/button";
import { site } from "~/content/site";
import { adminPageAction, adminPageLoader } from "~/inbox/admin-page.server";
import { withMailProblems } from "~/mail/mail-problems.server";
import { pageMeta } from "~/lib/seo";
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
      <header className="bg-navy-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-5 sm:px-6">
          <div>
            <p className="text-sm font-semibold text-saffron-300">{site.name}</p>
            <h1 className="font-display text-2xl font-extrabold tracking-tight">Admin Dashboard</h1>
          </div>
          {/* A POST, so the session ends on the server; works without JavaScript too. */}
          <Form method="post" action="/admin">
            <input type="hidden" name="intent" value="logout" />
            <Button type="submit" variant="light">
              Log out
            </Button>
          </Form>
        </div>
      </header>
      <main id="main" className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
        <MailProblems mails={data.mailProblems} />
        <InboxTabs current={data.tab} unreadCounts={data.unreadCounts} />
        <section aria-labelledby="inbox-section-heading" className="grid gap-6">
          <h2 id="inbox-section-heading" className="sr-only">
            {tabTitles[data.tab]}
          </h2>
          {data.kind === "meetings" ? (
            <MeetingsPanel meetings={data.meetings} />
          ) : data.kind === "messages" ? (
            <InboxPanel kind="messages" query={data.query} list={data.list} />
          ) : (
            <InboxPanel kind="applications" query={data.query} list={data.list} />
          )}
        </section>
      </main>
    </div>
  );
}
