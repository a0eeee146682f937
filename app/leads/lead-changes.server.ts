import { sql } from "kysely";
import type { DatabaseHandle } from "#db/database.ts";
import { whyNotAssignable } from "#app/auth/users.server.ts";
import { type InboxKind, type InboxRow, findInboxItem } from "#app/inbox/inbox-store.server.ts";
import type { LeadChange } from "#app/leads/lead-input.ts";
import { assignmentNotification } from "#app/mail/notification-mails.ts";
import { enqueueMail } from "#app/mail/outbox.server.ts";

type Store = Pick<DatabaseHandle, "db" | "dialect">;

/** What a change did: which of the lead's fields now differ from before (for the audit log). */
type LeadChanged = { read: boolean; status: boolean; assignee: boolean; value: boolean };

export type LeadChangeResult<K extends InboxKind> =
  | { ok: true; row: InboxRow<K>; changed: LeadChanged }
  | { ok: false; problem: "not-found" }
  | { ok: false; problem: "assignee"; message: string };

type Before = { read: number; status: string; assignee_id: number | null; name: string; created_at: string };

const tables = { messages: "contact_messages", applications: "job_applications" } as const;
const nameColumns = { messages: "user_name", applications: "name" } as const;

/** Who makes a change (a person assigned a lead by someone else is mailed), and SITE_URL for the link. */
export type LeadChanger = { userId: number; name: string; siteUrl: string };

/**
 * Applies a change to one lead in one transaction. A status or an assignee marks the lead read
 * (someone has looked at it) unless the change itself says otherwise. The assignee must be a
 * person on the team who is not disabled; an invited person who has not signed in yet may be.
 * Given `by`, a lead handed to someone other than `by` queues a mail to them with its link, in the
 * same transaction (call `wakeOutboxWorker()` after it resolves).
 */
export async function changeLead<K extends InboxKind>(
  store: Store,
  kind: K,
  id: number,
  change: LeadChange,
  by?: LeadChanger,
  now = new Date(),
): Promise<LeadChangeResult<K>> {
  const table = tables[kind];
  const outcome = await store.db.transaction().execute(async (trx) => {
    const refused = typeof change.assigneeId === "number" && (await whyNotAssignable(trx, change.assigneeId));
    if (refused) return { ok: false, problem: "assignee", message: refused } as const;
    // Raw SQL on the one table of this kind: Kysely's builder cannot type a union of two tables.
    const { rows } = await sql<Before>`select read, status, assignee_id,
      ${sql.ref(nameColumns[kind])} as name, created_at from ${sql.table(table)} where id = ${id}`.execute(
      trx,
    );
    const before = rows[0];
    if (!before) return { ok: false, problem: "not-found" } as const;

    const marksRead = change.status !== undefined || change.assigneeId !== undefined;
    const read = change.read ?? (marksRead ? true : Number(before.read) === 1);
    const after = {
      read: read ? 1 : 0,
      status: change.status ?? before.status,
      assignee_id: change.assigneeId === undefined ? before.assignee_id : change.assigneeId,
    };
    await sql`update ${sql.table(table)} set read = ${after.read}, status = ${after.status},
      assignee_id = ${after.assignee_id} where id = ${id}`.execute(trx);
    let valueChanged = false;
    if (change.value !== undefined && table === "contact_messages") {
      const { numUpdatedRows } = await trx
        .updateTable("contact_messages")
        .set({ value: change.value })
        .where("id", "=", id)
        .where((eb) => eb.or([eb("value", "is", null), eb("value", "!=", change.value!)]))
        .executeTakeFirst();
      valueChanged = numUpdatedRows > 0n;
    }
    const changed: LeadChanged = {
      read: Number(before.read) !== after.read,
      status: before.status !== after.status,
      assignee: (before.assignee_id === null ? null : Number(before.assignee_id)) !== after.assignee_id,
      value: valueChanged,
    };
    if (by && changed.assignee && after.assignee_id !== null && after.assignee_id !== by.userId) {
      const assignee = await trx
        .selectFrom("users")
        .select("email")
        .where("id", "=", after.assignee_id)
        .executeTakeFirstOrThrow();
      const lead = { kind, id, name: before.name, createdAt: before.created_at, assignedBy: by.name };
      await enqueueMail(trx, assignmentNotification(lead, { to: assignee.email, siteUrl: by.siteUrl }), now);
    }
    return { ok: true, changed } as const;
  });
  if (!outcome.ok) return outcome;
  const row = await findInboxItem(store, kind, id);
  // Deleted between the commit and this read: as if it had never been there.
  if (!row) return { ok: false, problem: "not-found" };
  return { ok: true, row, changed: outcome.changed };
}
