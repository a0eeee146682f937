import { Link } from "react-router";
import { AdminHeader } from "#app/components/admin/admin-header.tsx";
import { CalendarFeedSection } from "#app/components/admin/calendar-feed-section.tsx";
import { ClosedDaysSection } from "#app/components/admin/closed-days-section.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { site } from "#app/content/site.ts";
import { pageMeta } from "#app/lib/seo.ts";
import {
  meetingsSettingsAction,
  meetingsSettingsLoader,
} from "#app/meetings/meetings-settings-page.server.ts";
import type { Route } from "./+types/admin.meetings";

export function meta() {
  return pageMeta({
    title: `Meetings setup | ${site.name}`,
    description: `The ${site.name} team's days off and private calendar feeds.`,
    path: "/admin/meetings",
    noindex: true,
  });
}

export const loader = (args: Route.LoaderArgs) => meetingsSettingsLoader(args);
export const action = (args: Route.ActionArgs) => meetingsSettingsAction(args);

export default function AdminMeetings({ loaderData, actionData }: Route.ComponentProps) {
  const { viewer, today, closedDays, feedSince, feedNeedsPassword } = loaderData;
  const result = actionData;
  return (
    <div className="min-h-screen bg-surface">
      <AdminHeader title="Meetings setup" viewer={viewer} />
      <main id="main" className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6">
        <p className="text-sm text-muted">
          The meetings themselves are on the{" "}
          <Link
            to="/admin?tab=meetings"
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            Meetings tab of the inbox
          </Link>
          .
        </p>
        {result ? (
          <Notice tone={result.ok ? "success" : "error"} autoFocus>
            {result.message}
          </Notice>
        ) : null}
        <ClosedDaysSection
          days={closedDays}
          today={today}
          canEdit={viewer.role === "owner"}
          refused={result && !result.ok ? result : undefined}
        />
        <CalendarFeedSection
          since={feedSince}
          url={result?.ok ? result.feedUrl : undefined}
          needsPassword={feedNeedsPassword}
          passwordError={result && !result.ok ? result.errors?.currentPassword : undefined}
        />
      </main>
    </div>
  );
}
