import type { ActionFunctionArgs } from "react-router";
import { apiError } from "~/lib/api-error";

/** PLACEHOLDER owned by issue 7: `POST /api/contact` and `POST /api/contact/create`. */
export async function createContactMessageApi(_args: ActionFunctionArgs): Promise<Response> {
  return apiError(501, "Not implemented yet");
}

/** PLACEHOLDER owned by issue 7: `POST /api/apply`. */
export async function createApplicationApi(_args: ActionFunctionArgs): Promise<Response> {
  return apiError(501, "Not implemented yet");
}
