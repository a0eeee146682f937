import { exportInboxCsvApi } from "#app/inbox/inbox-export.server.ts";
import type { Route } from "./+types/api.contact.export-csv";

// GET (admin): the messages of the current filter (?q=&unread=) as a CSV download.
export const loader = (args: Route.LoaderArgs) => exportInboxCsvApi("messages", args);
