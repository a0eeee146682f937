import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { enqueueMail } from "#app/mail/outbox.server.ts";
import { newMessageId } from "#app/mail/message-id.ts";
import { type ReplyDelivery, deliveryOf } from "#app/mail/reply-threading.ts";
import { meetingReplyMail } from "#app/meetings/meeting-reply-mail.ts";
import { currentSiteFacts } from "#app/site-facts/site-facts-memory.server.ts";

/** An internal note on a meeting, as a lead's: never mailed. */
export type MeetingNoteJson = {
  id: number;
  author: { id: number; name: string };
  body: string;
  createdAt: string;
};

/** A message mailed to the meeting's visitor, as a lead's reply: with its mail's delivery. */
export type MeetingReplyJson = MeetingNoteJson & { delivery: ReplyDelivery };

type Author = { id: number; name: string; email: string };

/**
 * Adds a note by `author` to a meeting; undefined when there is no such meeting. The meeting's row is
 * touched first, so in PostgreSQL a delete at the same moment waits rather than failing the note.
 */
export async function addMeetingNote(
  db: Kysely<Database>,
  meetingId: string,
  { author, body, now = new Date() }: { author: Pick<Author, "id" | "name">; body: string; now?: Date },
): Promise<MeetingNoteJson | undefined> {
  const createdAt = now.toISOString();
  return db.transaction().execute(async (trx) => {
    if (!(await lockMeeting(trx, meetingId))) return undefined;
    const { id } = await trx
      .insertInto("meeting_notes")
      .values({ meeting_id: meetingId, author_user_id: author.id, body, created_at: createdAt })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { id: Number(id), author: { id: author.id, name: author.name }, body, createdAt };
  });
}

/** The meeting's notes, oldest first, each with its author's current name. */
export async function listMeetingNotes(db: Kysely<Database>, meetingId: string): Promise<MeetingNoteJson[]> {
  const rows = await db
    .selectFrom("meeting_notes")
    .innerJoin("users", "users.id", "meeting_notes.author_user_id")
    .select(["meeting_notes.id", "users.id as author_id", "users.name as author_name", "meeting_notes.body"])
    .select("meeting_notes.created_at")
    .where("meeting_notes.meeting_id", "=", meetingId)
    .orderBy("meeting_notes.id")
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    author: { id: Number(row.author_id), name: row.author_name },
    body: row.body,
    createdAt: row.created_at,
  }));
}

/** The messages mailed about the meeting, oldest first, with author and delivery. */
export async function listMeetingReplies(
  db: Kysely<Database>,
  meetingId: string,
): Promise<MeetingReplyJson[]> {
  const rows = await db
    .selectFrom("meeting_replies")
    .innerJoin("users", "users.id", "meeting_replies.author_user_id")
    .leftJoin("mail_outbox", "mail_outbox.id", "meeting_replies.outbox_mail_id")
    .select(["meeting_replies.id", "users.id as author_id", "users.name as author_name"])
    .select(["meeting_replies.body", "meeting_replies.created_at", "mail_outbox.status"])
    .where("meeting_replies.meeting_id", "=", meetingId)
    .orderBy("meeting_replies.id")
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    author: { id: Number(row.author_id), name: row.author_name },
    body: row.body,
    createdAt: row.created_at,
    delivery: deliveryOf(row.status),
  }));
}

/** A message as the visitor's personal-data report shows it: the mail they received, and its meeting. */
export type PersonalMeetingReplyJson = MeetingReplyJson & { meetingId: string };

/**
 * Every message mailed about the meetings booked with `email` (compared lower-cased), oldest first:
 * mail the visitor received, so their personal-data export includes it. The team's internal notes are
 * not messages and are never listed here.
 */
export async function listMeetingRepliesTo(
  db: Kysely<Database>,
  email: string,
): Promise<PersonalMeetingReplyJson[]> {
  const address = email.trim().toLowerCase();
  const rows = await db
    .selectFrom("meeting_replies")
    .innerJoin("meetings", "meetings.id", "meeting_replies.meeting_id")
    .innerJoin("users", "users.id", "meeting_replies.author_user_id")
    .leftJoin("mail_outbox", "mail_outbox.id", "meeting_replies.outbox_mail_id")
    .select(["meeting_replies.id", "meeting_replies.meeting_id", "users.id as author_id"])
    .select(["users.name as author_name", "meeting_replies.body", "meeting_replies.created_at"])
    .select("mail_outbox.status")
    .where((eb) => eb(eb.fn("lower", ["meetings.email"]), "=", address))
    .orderBy("meeting_replies.id")
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    meetingId: row.meeting_id,
    author: { id: Number(row.author_id), name: row.author_name },
    body: row.body,
    createdAt: row.created_at,
    delivery: deliveryOf(row.status),
  }));
}

export type NewMeetingReply = {
  meetingId: string;
  body: string;
  author: Author;
  /** MAIL_FROM and SITE_URL, for the domain of the Message-ID. */
  mailFrom: string;
  /** The mailbox the product reads (see `inboundEmail`): the visitor's answer comes back there. */
  inboundEmail: string;
  siteUrl: string;
  now?: Date;
};

/**
 * Stores a message to the meeting's visitor and queues its mail, in one transaction (the message
 * exists exactly when its mail does), threaded after the earlier ones. Undefined when there is no
 * such meeting. Call `wakeOutboxWorker()` after it resolves.
 */
export async function addMeetingReply(
  db: Kysely<Database>,
  { meetingId, body, author, mailFrom, inboundEmail, siteUrl, now = new Date() }: NewMeetingReply,
): Promise<MeetingReplyJson | undefined> {
  return db.transaction().execute(async (trx) => {
    const meeting = await lockMeeting(trx, meetingId);
    if (!meeting) return undefined;
    const earlier = await trx
      .selectFrom("meeting_replies")
      .select("message_id")
      .where("meeting_id", "=", meetingId)
      .orderBy("id")
      .execute();
    const messageId = newMessageId(mailFrom, siteUrl);
    const mail = meetingReplyMail({
      meeting,
      body,
      author,
      inboundEmail,
      messageId,
      earlier: earlier.map((row) => row.message_id),
      facts: currentSiteFacts(),
    });
    const outboxId = await enqueueMail(trx, mail, now);
    const createdAt = now.toISOString();
    const { id } = await trx
      .insertInto("meeting_replies")
      .values({
        meeting_id: meetingId,
        author_user_id: author.id,
        body,
        message_id: messageId,
        outbox_mail_id: outboxId,
        created_at: createdAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return {
      id: Number(id),
      author: { id: author.id, name: author.name },
      body,
      createdAt,
      delivery: "queued" as const,
    };
  });
}

// Holds the meeting's row for the transaction (a no-op update takes the row lock in PostgreSQL and the
// write lock in SQLite) and reads what a mail about it needs; undefined when there is none.
async function lockMeeting(trx: Kysely<Database>, meetingId: string) {
  return trx
    .updateTable("meetings")
    .set((eb) => ({ id: eb.ref("id") }))
    .where("id", "=", meetingId)
    .returning(["email", "start_at", "status"])
    .executeTakeFirst();
}
