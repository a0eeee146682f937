import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { apiError } from "~/lib/api-error";

/**
 * PLACEHOLDERS owned by the admin-inbox work (issue 4): the admin side of `/api/contact` and
 * `/api/applications` (list, mark read, delete). Each checks the admin session first.
 */
export async function listInboxApi(_kind: "messages" | "applications", _args: LoaderFunctionArgs) {
  return apiError(501, "Not implemented yet");
}

export async function updateInboxItemApi(_kind: "messages" | "applications", _args: ActionFunctionArgs) {
  return apiError(501, "Not implemented yet");
}
