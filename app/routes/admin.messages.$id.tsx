import { isRouteErrorResponse } from "react-router";
import { ErrorPage } from "#app/components/error-page.tsx";
import { LeadDetailPage, leadSender } from "#app/components/admin/leads/lead-detail-page.tsx";
import { LeadNotFound } from "#app/components/admin/leads/lead-not-found.tsx";
import { site } from "#app/content/site.ts";
import { leadPageAction, leadPageLoader } from "#app/leads/lead-page.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/admin.messages.$id";

export function meta({ loaderData, params }: Route.MetaArgs) {
  return pageMeta({
    title: `Message${loaderData ? ` from ${leadSender(loaderData.lead).name}` : ""} | ${site.name}`,
    description: "One message: what was sent, its status and assignee, replies and notes.",
    path: `/admin/messages/${params.id}`,
    noindex: true,
  });
}

export const loader = (args: Route.LoaderArgs) => leadPageLoader("messages", args);
export const action = (args: Route.ActionArgs) => leadPageAction("messages", args);

export default function AdminMessage({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadDetailPage data={loaderData} result={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <LeadNotFound kind="messages" />;
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
