import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import type { InboxKind } from "#app/inbox/inbox-store.server.ts";

/** An internal note as the detail view shows it. Never mailed, never in a personal-data export. */
export type LeadNoteJson = {
  id: number;
  author: { id: number; name: string };
  body: string;
  createdAt: string;
};

const items = {
  messages: { table: "contact_messages", column: "contact_message_id" },
  applications: { table: "job_applications", column: "application_id" },
} as const;

/**
 * Adds a note by `author` to a lead and marks the lead read, in one transaction; undefined when
 * there is no such lead. The update comes first, so in PostgreSQL it holds the lead's row until the
 * note is in and a delete at the same moment waits rather than failing the note's foreign key.
 */
export async function addLeadNote(
  db: Kysely<Database>,
  kind: InboxKind,
  itemId: number,
  { author, body, now = new Date() }: { author: { id: number; name: string }; body: string; now?: Date },
): Promise<LeadNoteJson | undefined> {
  const { table, column } = items[kind];
  const createdAt = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const marked = await trx.updateTable(table).set({ read: 1 }).where("id", "=", itemId).executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 0) return undefined;
    const { id } = await trx
      .insertInto("lead_notes")
      .values({ [column]: itemId, author_user_id: author.id, body, created_at: createdAt })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { id: Number(id), author: { id: author.id, name: author.name }, body, createdAt };
  });
}

/** The lead's notes, oldest first, each with its author's current name. */
export async function listLeadNotes(
  db: Kysely<Database>,
  kind: InboxKind,
  itemId: number,
): Promise<LeadNoteJson[]> {
  const rows = await db
    .selectFrom("lead_notes")
    .innerJoin("users", "users.id", "lead_notes.author_user_id")
    .select([
      "lead_notes.id",
      "lead_notes.author_user_id",
      "users.name as author_name",
      "lead_notes.body",
      "lead_notes.created_at",
    ])
    .where(`lead_notes.${items[kind].column}`, "=", itemId)
    .orderBy("lead_notes.id")
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    author: { id: Number(row.author_user_id), name: row.author_name },
    body: row.body,
    createdAt: row.created_at,
  }));
}
