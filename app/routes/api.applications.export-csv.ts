import { exportInboxCsvApi } from "#app/inbox/inbox-export.server.ts";
import type { Route } from "./+types/api.applications.export-csv";

// GET (admin): the job applications of the current filter (?q=&unread=) as a CSV download.
export const loader = (args: Route.LoaderArgs) => exportInboxCsvApi("applications", args);
