import { isRouteErrorResponse } from "react-router";
import { ErrorPage } from "#app/components/error-page.tsx";
import { LeadDetailPage, leadSender } from "#app/components/admin/leads/lead-detail-page.tsx";
import { LeadNotFound } from "#app/components/admin/leads/lead-not-found.tsx";
import { site } from "#app/content/site.ts";
import { leadPageAction, leadPageLoader } from "#app/leads/lead-page.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/admin.applications.$id";

export function meta({ loaderData, params }: Route.MetaArgs) {
  return pageMeta({
    title: `Application${loaderData ? ` from ${leadSender(loaderData.lead).name}` : ""} | ${site.name}`,
    description: "One application: what was sent, its status and assignee, replies and notes.",
    path: `/admin/applications/${params.id}`,
    noindex: true,
  });
}

export const loader = (args: Route.LoaderArgs) => leadPageLoader("applications", args);
export const action = (args: Route.ActionArgs) => leadPageAction("applications", args);

export default function AdminApplication({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadDetailPage data={loaderData} result={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <LeadNotFound kind="applications" />;
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
