import { addLeadNoteApi } from "#app/leads/lead-api.server.ts";
import { methodNotAllowed } from "#app/http/api-error.ts";
import type { Route } from "./+types/api.applications.$id.notes";

// POST {"body"}: an internal note on the lead (admin); it appears in GET /api/applications/{id}.
export const loader = () => methodNotAllowed("POST");
export const action = (args: Route.ActionArgs) => addLeadNoteApi("applications", args);
