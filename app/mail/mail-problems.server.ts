import type { RouterContextProvider } from "react-router";
import { servicesContext } from "#app/context.ts";
import { type FailedMail, listFailedMail } from "#app/mail/failed-mail.server.ts";

/**
 * Adds the failed outbox mails to an admin page's data. Call it only after the admin check passed
 * (the page loader redirects to /login first), so no one else ever sees a recipient.
 */
export async function withMailProblems<T extends object>(
  { context }: { context: Readonly<RouterContextProvider> },
  page: T,
): Promise<T & { mailProblems: FailedMail[] }> {
  const { database } = context.get(servicesContext);
  return { ...page, mailProblems: await listFailedMail(database.db) };
}
