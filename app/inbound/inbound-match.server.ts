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

/** What a mail answers: a lead, or a meeting (an answer to one of its mails to the visitor, issue 31). */
export type ThreadRef = { lead: LeadRef } | { meetingId: string };

// The booking mail to the visitor starts the meeting's thread with a Message-ID made from the meeting's
// id, and every later mail about it (moved, cancelled, reminder) answers it: see `meetingThread` in
// app/meetings/meeting-mails.server.ts, which this must read as it writes. (Inbound mail cannot import
// the meetings feature, which imports it for the conversation.)
const MEETING_THREAD = /^<meeting-([0-9a-f-]{36})\.visitor[.@]/i;

/**
 * What the first of `messageIds` (In-Reply-To, then References newest first) belongs to: a mail we
 * sent about a lead (the acknowledgement, a reply) or about a meeting (a message, the booking mail
 * and those after it), or one we received on either (an earlier answer in the same thread). Each
 * look-up is one index probe per id (acknowledgements: migration 0031).
 */
export async function threadByMessageIds(
  db: Kysely<Database>,
  messageIds: string[],
): Promise<ThreadRef | undefined> {
  if (!messageIds.length) return undefined;
  const columns = ["message_id", "contact_message_id", "application_id"] as const;
  const threadMeetings = [...new Set(messageIds.flatMap((id) => MEETING_THREAD.exec(id)?.[1] ?? []))];
  const [messages, applications, replies, received, meetingReplies, meetings] = await Promise.all([
    db
      .selectFrom("contact_messages")
      .select(["id", "acknowledgement_message_id"])
      .where("acknowledgement_message_id", "in", messageIds)
      .execute(),
    db
      .selectFrom("job_applications")
      .select(["id", "acknowledgement_message_id"])
      .where("acknowledgement_message_id", "in", messageIds)
      .execute(),
    db.selectFrom("lead_replies").select(columns).where("message_id", "in", messageIds).execute(),
    db
      .selectFrom("inbound_messages")
      .select([...columns, "meeting_id"])
      .where("message_id", "in", messageIds)
      .execute(),
    db
      .selectFrom("meeting_replies")
      .select(["message_id", "meeting_id"])
      .where("message_id", "in", messageIds)
      .execute(),
    threadMeetings.length
      ? db.selectFrom("meetings").select("id").where("id", "in", threadMeetings).execute()
      : [],
  ]);
  const byId = new Map<string, ThreadRef>();
  for (const row of messages) {
    byId.set(String(row.acknowledgement_message_id), { lead: { kind: "messages", id: Number(row.id) } });
  }
  for (const row of applications) {
    byId.set(String(row.acknowledgement_message_id), { lead: { kind: "applications", id: Number(row.id) } });
  }
  for (const row of replies) byId.set(row.message_id, { lead: refOf(row) });
  for (const row of received) {
    byId.set(row.message_id, row.meeting_id === null ? { lead: refOf(row) } : { meetingId: row.meeting_id });
  }
  for (const row of meetingReplies) byId.set(row.message_id, { meetingId: row.meeting_id });
  const known = new Set(meetings.map((row) => row.id));
  for (const id of messageIds) {
    const found = byId.get(id);
    if (found) return found;
    const meetingId = MEETING_THREAD.exec(id)?.[1];
    if (meetingId !== undefined && known.has(meetingId)) return { meetingId };
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

/** Who hears of an answer on a meeting: its assignee (unless disabled), else undefined (the team). */
export async function meetingAssigneeAddress(
  db: Kysely<Database>,
  meetingId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("meetings")
    .innerJoin("users", "users.id", "meetings.assignee_id")
    .select(["users.email", "users.disabled_at"])
    .where("meetings.id", "=", meetingId)
    .executeTakeFirst();
  return row && row.disabled_at === null ? row.email : undefined;
}
