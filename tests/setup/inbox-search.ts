import type { Insertable } from "kysely";
import { beforeAll } from "vitest";
import type { DatabaseDialect } from "#db/database.ts";
import type { ContactMessageTable, JobApplicationTable } from "#db/schema.ts";
import type { InboxFilter } from "#app/inbox/inbox-query.ts";
import { iterateInbox, listInboxWithCounts } from "#app/inbox/inbox-store.server.ts";
import { scratchDatabaseForThisBlock } from "#tests/setup/databases.ts";
import { seedApplication } from "#tests/setup/leads.ts";

type Message = Pick<Insertable<ContactMessageTable>, "user_name" | "user_email"> &
  Partial<Insertable<ContactMessageTable>>;

/**
 * A scratch database for the enclosing block holding `messages`, a minute apart from 2026-11-01 04:00 UTC
 * (the last is the newest), and Tanvi Mishra's application for the React Developer job, with the fields given.
 * Its readers answer with the names a search finds, newest first.
 */
export function searchableInbox(
  dialect: DatabaseDialect,
  seed: { messages: Message[]; application: Partial<Insertable<JobApplicationTable>> },
) {
  const database = scratchDatabaseForThisBlock(dialect);
  const base = Date.parse("2026-11-01T04:00:00.000Z");
  beforeAll(async () => {
    await database.db
      .insertInto("contact_messages")
      .values(
        seed.messages.map((row, index) => ({
          user_phone: "+91 98390 00000",
          message: "Hello",
          ...row,
          created_at: new Date(base + index * 60_000).toISOString(),
        })),
      )
      .execute();
    await seedApplication(database.db, {
      job_id: 1,
      job_title: "React Developer",
      name: "Tanvi Mishra",
      email: "tanvi@example.in",
      created_at: new Date(base).toISOString(),
      ...seed.application,
    });
  });

  const paging = { page: 1, limit: 20 };
  return {
    database,
    /** The messages' first page for a search. */
    names: async (q: string, filter: Partial<InboxFilter> = {}) =>
      (await listInboxWithCounts(database, "messages", { q, unread: false, ...filter }, paging)).rows.map(
        (row) => row.user_name,
      ),
    /** The applications' first page for a search. */
    applicants: async (q: string) =>
      (await listInboxWithCounts(database, "applications", { q, unread: false }, paging)).rows.map(
        (row) => row.name,
      ),
    /** The messages the CSV export writes for a search. */
    exported: async (q: string) => {
      const names = [];
      for await (const row of iterateInbox(database, "messages", { q, unread: false })) {
        names.push(row.user_name);
      }
      return names;
    },
  };
}
