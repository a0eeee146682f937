import type { ActionFunctionArgs } from "react-router";

/**
 * PLACEHOLDER owned by the contact-form work (issue 7): the action of the /contact page, which
 * receives the contact form's POST (with or without JavaScript). The real one validates, stores,
 * queues the notification mail and returns the thank-you state.
 */
export async function contactPageAction(_args: ActionFunctionArgs) {
  return { ok: false as const, message: "Not implemented yet" };
}
