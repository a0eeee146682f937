import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";

/** A mail the outbox gave up on, as the admin sees it: never its body, which may hold personal data. */
export type FailedMail = {
  id: number;
  recipient: string;
  subject: string;
  lastError: string;
  attempts: number;
  createdAt: string;
};

/** The most recent mails marked `failed` (refused permanently, or out of tries), newest first. */
export async function listFailedMail(db: Kysely<Database>, limit = 20): Promise<FailedMail[]> {
  const rows = await db
    .selectFrom("mail_outbox")
    .select(["id", "recipient", "subject", "last_error", "attempts", "created_at"])
    .where("status", "=", "failed")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    recipient: row.recipient,
    subject: row.subject,
    lastError: row.last_error ?? "unknown error",
    attempts: Number(row.attempts),
    createdAt: row.created_at,
  }));
}
