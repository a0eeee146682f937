import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import type { InboxKind } from "#app/inbox/inbox-store.server.ts";

/** A lead a mail belongs to. */
export type LeadRef = { kind: InboxKind; id: number };

type ItemColumns = { contact_message_id: number | null; application_id: number | null };

const refOf = (row: ItemColumns): LeadRef =>
  row.contact_message_id === null
    ? { kind: "applications", id: Number(row.application_id) }
    : { kind: "messages", id: Number(row.contact_message_id) };

/**
 * The lead of the first of `messageIds` (In-Reply-To, then References newest first) that is a mail
 * we sent about a lead (a reply) or one we received on it (an earlier answer in the same thread).
 */
export async function leadByMessageIds(
  db: Kysely<Database>,
  messageIds: string[],
): Promise<LeadRef | undefined> {
  if (!messageIds.length) return undefined;
  const columns = ["message_id", "contact_message_id", "application_id"] as const;
  const [replies, received] = await Promise.all([
    db.selectFrom("lead_replies").select(columns).where("message_id", "in", messageIds).execute(),
    db.selectFrom("inbound_messages").select(columns).where("message_id", "in", messageIds).execute(),
  ]);
  const byId = new Map([...received, ...replies].map((row) => [row.message_id, row]));
  for (const id of messageIds) {
    const row = byId.get(id);
    if (row) return refOf(row);
  }
  return undefined;
}

/**
 * The sender's latest open lead (a message not won or lost, an application not hired or rejected),
 * by their address compared lower-cased; undefined when they have none.
 */
export async function latestOpenLead(db: Kysely<Database>, address: string): Promise<LeadRef | undefined> {
  const email = address.trim().toLowerCase();
  const [message, application] = await Promise.all([
    db
      .selectFrom("contact_messages")
      .select(["id", "created_at"])
      .where((eb) => eb(eb.fn("lower", ["user_email"]), "=", email))
      .where("status", "not in", ["won", "lost"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom("job_applications")
      .select(["id", "created_at"])
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
      .where("status", "not in", ["hired", "rejected"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst(),
  ]);
  if (message && (!application || message.created_at >= application.created_at)) {
    return { kind: "messages", id: Number(message.id) };
  }
  return application && { kind: "applications", id: Number(application.id) };
}

/** Who hears of an answer on `lead`: its assignee (unless disabled), else undefined (the team). */
export async function assigneeAddress(db: Kysely<Database>, lead: LeadRef): Promise<string | undefined> {
  const table = lead.kind === "messages" ? "contact_messages" : "job_applications";
  const row = await db
    .selectFrom(table)
    .innerJoin("users", "users.id", `${table}.assignee_id`)
    .select(["users.email", "users.disabled_at"])
    .where(`${table}.id`, "=", lead.id)
    .executeTakeFirst();
  return row && row.disabled_at === null ? row.email : undefined;
}
