import { leadDetailApi, updateLeadApi } from "#app/leads/lead-api.server.ts";
import type { Route } from "./+types/api.applications.$id";

// GET the lead with its status, assignee and conversation; PATCH {read, status, assigneeId}; DELETE (admin).
export const loader = (args: Route.LoaderArgs) => leadDetailApi("applications", args);
export const action = (args: Route.ActionArgs) => updateLeadApi("applications", args);
