import { type Kysely, type Transaction, sql } from "kysely";
import type { Database } from "#db/schema.ts";
import {
  type ApplicationJson,
  type MessageJson,
  applicationJson,
  messageJson,
} from "#app/inbox/inbox-json.ts";
import { mailboxHash } from "#app/mail/visitor-mail-cap.server.ts";
import { type PersonalReplyJson, listRepliesTo } from "#app/leads/lead-replies.server.ts";
import {
  type PersonalInboundJson,
  eraseInboundFrom,
  listInboundFrom,
} from "#app/inbound/inbound-store.server.ts";
import { type OwnMeetingJson, ownMeetingJson } from "#app/meetings/meeting-json.ts";
import { type LeadSource, leadSourceJson } from "#app/analytics/lead-source-json.ts";
import {
  type PersonalMeetingReplyJson,
  listMeetingRepliesTo,
} from "#app/meetings/meeting-conversation.server.ts";

/** A CV's description (its bytes travel only in the ZIP export and the admin download). */
type CvMetadata = { fileName: string; contentType: string; size: number; sha256: string };

/** An application as a personal-data report shows it: every stored field plus its CV's metadata. */
type PersonalApplicationJson = ApplicationJson & { cv: CvMetadata | null };

/** A mail in the outbox sent to the person or on their behalf (they are its Reply-To). */
type OutboxMailJson = {
  id: number;
  kind: string;
  recipient: string;
  replyTo: string | null;
  subject: string;
  status: string;
  createdAt: string;
  sentAt: string | null;
};

/** Everything held for one e-mail address. */
export type PersonalData = {
  email: string;
  messages: MessageJson[];
  applications: PersonalApplicationJson[];
  /** Each meeting as its visitor sees it, with the source of the visit that booked it (issue 33). */
  meetings: (OwnMeetingJson & { source: LeadSource | null })[];
  /** The messages the team mailed to the person about their meetings (never the team's internal notes). */
  meetingReplies: PersonalMeetingReplyJson[];
  outboxMails: OutboxMailJson[];
  /** The replies the team mailed to the person from the inbox (mail they received; never internal notes). */
  replies: PersonalReplyJson[];
  /** The mail the person sent to the inbound mailbox (with its files' names and sizes). */
  inbound: PersonalInboundJson[];
};

/** How many rows an erasure removed, per kind. */
export type ErasureCounts = {
  messages: number;
  applications: number;
  cvs: number;
  meetings: number;
  meetingReplies: number;
  outboxMails: number;
  /** Mail received from the address (mail on the person's leads goes with them, by cascade). */
  inboundMails: number;
};

type Db = Kysely<Database> | Transaction<Database>;

/** Addresses match whatever their letter case: the stored one and the asked one are both lowered. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const matches = (column: string, email: string) => sql<boolean>`lower(${sql.ref(column)}) = ${email}`;

/** Everything held for `email` (case-insensitive), oldest first within each kind. */
export async function findPersonalData(db: Db, rawEmail: string): Promise<PersonalData> {
  const email = normalizeEmail(rawEmail);
  const [messages, applications, meetings, meetingReplies, outbox, replies, inbound] = await Promise.all([
    db.selectFrom("contact_messages").selectAll().where(matches("user_email", email)).orderBy("id").execute(),
    db
      .selectFrom("job_applications")
      .leftJoin("application_cvs", "application_cvs.application_id", "job_applications.id")
      .selectAll("job_applications")
      .select([
        "application_cvs.file_name as cv_name",
        "application_cvs.content_type as cv_type",
        "application_cvs.size as cv_size",
        "application_cvs.sha256 as cv_sha256",
      ])
      .where(matches("job_applications.email", email))
      .orderBy("job_applications.id")
      .execute(),
    db.selectFrom("meetings").selectAll().where(matches("email", email)).orderBy("created_at").execute(),
    listMeetingRepliesTo(db, email),
    db
      .selectFrom("mail_outbox")
      .select(["id", "kind", "recipient", "reply_to", "subject", "status", "created_at", "sent_at"])
      .where((eb) => eb.or([matches("recipient", email), matches("reply_to", email)]))
      .orderBy("id")
      .execute(),
    listRepliesTo(db, email),
    listInboundFrom(db, email),
  ]);
  return {
    email,
    messages: messages.map(messageJson),
    applications: applications.map((row) => ({
      ...applicationJson(row),
      cv:
        row.cv_name === null
          ? null
          : {
              fileName: row.cv_name,
              contentType: row.cv_type ?? "",
              size: Number(row.cv_size),
              sha256: row.cv_sha256 ?? "",
            },
    })),
    meetings: meetings.map((row) => ({ ...ownMeetingJson(row), source: leadSourceJson(row) })),
    meetingReplies,
    outboxMails: outbox.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      recipient: row.recipient,
      replyTo: row.reply_to,
      subject: row.subject,
      status: row.status,
      createdAt: row.created_at,
      sentAt: row.sent_at,
    })),
    replies,
    inbound,
  };
}

/**
 * A file held for the person, described without its bytes: a CV (`id` is its application's), a file
 * that came with a mail they sent (`ownerId` is that mail's id in `inbound`) or one the team sent
 * them with a reply (`ownerId` is the reply's id in `replies`).
 */
export type PersonalFile = {
  kind: "cv" | "received" | "sent";
  id: number;
  ownerId: number;
  fileName: string;
  size: number;
};

/** Every file held for `email`, by kind then id; `readPersonalFile` brings one's bytes. */
export async function listPersonalFiles(db: Db, rawEmail: string): Promise<PersonalFile[]> {
  const email = normalizeEmail(rawEmail);
  const attachment = ["mail_attachments.id", "mail_attachments.file_name", "mail_attachments.size"] as const;
  const [cvs, received, sent] = await Promise.all([
    db
      .selectFrom("application_cvs")
      .innerJoin("job_applications", "job_applications.id", "application_cvs.application_id")
      .select(["application_cvs.application_id", "application_cvs.file_name", "application_cvs.size"])
      .where(matches("job_applications.email", email))
      .orderBy("application_cvs.application_id")
      .execute(),
    // As `inbound` lists them: the mail received from the address (stored lower-cased).
    db
      .selectFrom("mail_attachments")
      .innerJoin("inbound_messages", "inbound_messages.id", "mail_attachments.inbound_message_id")
      .select([...attachment, "mail_attachments.inbound_message_id as owner_id"])
      .where("inbound_messages.from_address", "=", email)
      .orderBy("mail_attachments.id")
      .execute(),
    // As `replies` lists them: the replies on the person's messages and applications.
    db
      .selectFrom("mail_attachments")
      .innerJoin("lead_replies", "lead_replies.id", "mail_attachments.lead_reply_id")
      .leftJoin("contact_messages", "contact_messages.id", "lead_replies.contact_message_id")
      .leftJoin("job_applications", "job_applications.id", "lead_replies.application_id")
      .select([...attachment, "mail_attachments.lead_reply_id as owner_id"])
      .where((eb) =>
        eb.or([matches("contact_messages.user_email", email), matches("job_applications.email", email)]),
      )
      .orderBy("mail_attachments.id")
      .execute(),
  ]);
  const file = (kind: PersonalFile["kind"]) => (row: (typeof received)[number]) => ({
    kind,
    id: Number(row.id),
    ownerId: Number(row.owner_id),
    fileName: row.file_name,
    size: Number(row.size),
  });
  return [
    ...cvs.map((row) => ({
      kind: "cv" as const,
      id: Number(row.application_id),
      ownerId: Number(row.application_id),
      fileName: row.file_name,
      size: Number(row.size),
    })),
    ...received.map(file("received")),
    ...sent.map(file("sent")),
  ];
}

/** One listed file's bytes; undefined when it was deleted since it was listed. */
export async function readPersonalFile(db: Db, file: PersonalFile): Promise<Uint8Array | undefined> {
  const row =
    file.kind === "cv"
      ? await db
          .selectFrom("application_cvs")
          .select("content")
          .where("application_id", "=", file.id)
          .executeTakeFirst()
      : await db
          .selectFrom("mail_attachments")
          .select("content")
          .where("id", "=", file.id)
          .executeTakeFirst();
  return row?.content; // the driver's own buffer: a copy would hold the file twice
}

/**
 * Erases every row held for `email` in one transaction: contact messages, applications with their
 * CVs, meetings with the messages mailed about them, and every outbox mail to or about the address
 * (replies and notes, received mail and its files go with their message, application or meeting,
 * ON DELETE CASCADE, and mail received from the address on anyone's lead is deleted too; the
 * acknowledgement limit's hash of the address goes too). Either all of it goes or none of it does.
 */
export async function erasePersonalData(db: Kysely<Database>, rawEmail: string): Promise<ErasureCounts> {
  const email = normalizeEmail(rawEmail);
  return db.transaction().execute(async (trx) => {
    const applicationIds = (
      await trx.selectFrom("job_applications").select("id").where(matches("email", email)).execute()
    ).map((row) => row.id);
    const meetingIds = (
      await trx.selectFrom("meetings").select("id").where(matches("email", email)).execute()
    ).map((row) => row.id);

    const cvs = applicationIds.length
      ? await trx
          .deleteFrom("application_cvs")
          .where("application_id", "in", applicationIds)
          .executeTakeFirst()
      : undefined;
    const applications = applicationIds.length
      ? await trx.deleteFrom("job_applications").where("id", "in", applicationIds).executeTakeFirst()
      : undefined;
    // The messages would go with their meetings (ON DELETE CASCADE); deleted first so they are counted.
    const meetingReplies = meetingIds.length
      ? await trx.deleteFrom("meeting_replies").where("meeting_id", "in", meetingIds).executeTakeFirst()
      : undefined;
    const meetings = meetingIds.length
      ? await trx.deleteFrom("meetings").where("id", "in", meetingIds).executeTakeFirst()
      : undefined;
    const inboundMails = await eraseInboundFrom(trx, email);
    const messages = await trx
      .deleteFrom("contact_messages")
      .where(matches("user_email", email))
      .executeTakeFirst();
    const outboxMails = await trx
      .deleteFrom("mail_outbox")
      .where((eb) => eb.or([matches("recipient", email), matches("reply_to", email)]))
      .executeTakeFirst();
    // The mailbox's count of automatic mail is about the address too: forgotten with it.
    await trx.deleteFrom("visitor_mail_counts").where("address_hash", "=", mailboxHash(email)).execute();

    const count = (result: { numDeletedRows: bigint } | undefined) => Number(result?.numDeletedRows ?? 0);
    return {
      messages: count(messages),
      applications: count(applications),
      cvs: count(cvs),
      meetings: count(meetings),
      meetingReplies: count(meetingReplies),
      outboxMails: count(outboxMails),
      inboundMails,
    };
  });
}
