import { analyticsReportApi } from "#app/analytics/report-api.server.ts";
import type { Route } from "./+types/api.admin.analytics";

// GET (any team member): visitors, pageviews, channels, campaigns, pages and goals of ?from&to.
export const loader = (args: Route.LoaderArgs) => analyticsReportApi(args);
