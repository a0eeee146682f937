import { Link, isRouteErrorResponse } from "react-router";
import { ErrorPage } from "#app/components/error-page.tsx";
import { MeetingDetailPage } from "#app/components/admin/meetings/meeting-detail-page.tsx";
import { site } from "#app/content/site.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { meetingPageAction, meetingPageLoader } from "#app/meetings/meeting-page.server.ts";
import type { Route } from "./+types/admin.meetings.$id";

export function meta({ loaderData, params }: Route.MetaArgs) {
  return pageMeta({
    title: `Meeting${loaderData ? ` with ${loaderData.meeting.name}` : ""} | ${site.name}`,
    description: "One meeting: its time, link, status and assignee, messages and notes.",
    path: `/admin/meetings/${params.id}`,
    noindex: true,
  });
}

export const loader = (args: Route.LoaderArgs) => meetingPageLoader(args);
export const action = (args: Route.ActionArgs) => meetingPageAction(args);

export default function AdminMeeting({ loaderData, actionData }: Route.ComponentProps) {
  return <MeetingDetailPage data={loaderData} result={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main id="main" className="mx-auto grid max-w-xl gap-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-navy-900">No such meeting</h1>
        <p className="text-muted">It may have been erased with the visitor's personal data.</p>
        <Link to="/admin?tab=meetings" className="font-semibold text-brand-700 underline underline-offset-2">
          Back to the meetings
        </Link>
      </main>
    );
  }
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
