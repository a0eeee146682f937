import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import type { InboxKind } from "#app/inbox/inbox-store.server.ts";
import { type RepliedItem, replyMail } from "#app/leads/reply-mail.ts";
import { newMessageId } from "#app/mail/message-id.ts";
import { enqueueMail } from "#app/mail/outbox.server.ts";
import { type ReplyDelivery, deliveryOf } from "#app/mail/reply-threading.ts";
import {
  type AttachmentJson,
  type CheckedFile,
  listAttachments,
  storeAttachments,
} from "#app/attachments/attachments-store.server.ts";
import { currentSiteFacts } from "#app/site-facts/site-facts-memory.server.ts";

/** A reply as the API shows it. */
export type LeadReplyJson = {
  id: number;
  author: { id: number; name: string };
  body: string;
  createdAt: string;
  delivery: ReplyDelivery;
  /** The files mailed with it, each `{name, size, url}`. */
  attachments: Array<Pick<AttachmentJson, "name" | "size" | "url">>;
};

/** What `addReply` answers for a lead that left no e-mail address: there is nobody to mail. */
export const NO_ADDRESS = "no-address";
/** What the team is told when they try to reply to such a lead. */
export const NO_ADDRESS_TEXT = "This lead left no e-mail address to reply to: call them instead.";

/** The team member replying: their name signs the mail and names the Reply-To (the inbound mailbox). */
type ReplyAuthor = { id: number; name: string; email: string };

export type NewReply = {
  kind: InboxKind;
  id: number;
  body: string;
  author: ReplyAuthor;
  /** MAIL_FROM and SITE_URL, for the domain of the Message-ID. */
  mailFrom: string;
  /** Where answers go (`inboundEmail(config)`). */
  inboundEmail: string;
  /** Files checked by their bytes, stored with the reply and mailed with it. */
  attachments?: CheckedFile[];
  siteUrl: string;
  now?: Date;
};

// The reply's foreign key for each kind of item (fixed here, never taken from a request).
const itemColumn = { messages: "contact_message_id", applications: "application_id" } as const;

// Each reply with its author's name and its mail's status; callers narrow it to their replies.
function selectReplies(db: Kysely<Database>) {
  return db
    .selectFrom("lead_replies")
    .innerJoin("users", "users.id", "lead_replies.author_user_id")
    .leftJoin("mail_outbox", "mail_outbox.id", "lead_replies.outbox_mail_id")
    .select([
      "lead_replies.id",
      "lead_replies.contact_message_id",
      "lead_replies.application_id",
      "lead_replies.body",
      "lead_replies.created_at",
      "users.id as author_id",
      "users.name as author_name",
      "mail_outbox.status",
    ])
    .orderBy("lead_replies.id");
}

type ReplyRow = Awaited<ReturnType<ReturnType<typeof selectReplies>["execute"]>>[number];

function replyJson(row: ReplyRow): LeadReplyJson {
  return {
    id: Number(row.id),
    author: { id: Number(row.author_id), name: row.author_name },
    body: row.body,
    createdAt: row.created_at,
    delivery: deliveryOf(row.status),
    attachments: [],
  };
}

// The replies with their files' names, sizes and download links.
async function withFiles<T extends LeadReplyJson>(db: Kysely<Database>, replies: T[]): Promise<T[]> {
  const files = await listAttachments(
    db,
    "lead_reply_id",
    replies.map((reply) => reply.id),
  );
  return replies.map((reply) => ({
    ...reply,
    attachments: (files.get(reply.id) ?? []).map(({ name, size, url }) => ({ name, size, url })),
  }));
}

/** The replies to one message or application, oldest first, each with its author and delivery. */
export async function listReplies(
  db: Kysely<Database>,
  kind: InboxKind,
  id: number,
): Promise<LeadReplyJson[]> {
  const rows = await selectReplies(db).where(`lead_replies.${itemColumn[kind]}`, "=", id).execute();
  return withFiles(db, rows.map(replyJson));
}

// The item with the Message-ID of its acknowledgement (null when none was mailed).
type RepliedLead = RepliedItem & { acknowledgementId: string | null };

async function findRepliedItem(
  db: Kysely<Database>,
  kind: InboxKind,
  id: number,
): Promise<RepliedLead | undefined> {
  if (kind === "messages") {
    const row = await db
      .selectFrom("contact_messages")
      .select(["user_name", "user_email", "created_at", "acknowledgement_message_id"])
      .where("id", "=", id)
      .executeTakeFirst();
    return (
      row && {
        kind,
        name: row.user_name,
        email: row.user_email,
        createdAt: row.created_at,
        acknowledgementId: row.acknowledgement_message_id,
      }
    );
  }
  const row = await db
    .selectFrom("job_applications")
    .select(["name", "email", "created_at", "job_title", "acknowledgement_message_id"])
    .where("id", "=", id)
    .executeTakeFirst();
  return (
    row && {
      kind,
      name: row.name,
      email: row.email,
      createdAt: row.created_at,
      jobTitle: row.job_title,
      acknowledgementId: row.acknowledgement_message_id,
    }
  );
}

/**
 * Stores a reply, queues its mail to the visitor and marks the item read, in one transaction (so the
 * reply exists exactly when its mail does). The mail follows the visitor's acknowledgement and the
 * earlier replies to the same item (In-Reply-To the latest, References all). A reply to a `new` message moves it to `contacted`: the
 * sender has now heard from a person. An application keeps its status, since answering an applicant
 * says nothing about where they stand. Returns undefined when there is no such item, and
 * `NO_ADDRESS` for one that left no e-mail address (a service page's request with a phone number alone).
 * Call `wakeOutboxWorker()` after it resolves.
 */
export async function addReply(
  db: Kysely<Database>,
  reply: NewReply,
): Promise<LeadReplyJson | typeof NO_ADDRESS | undefined> {
  const { kind, id, body, author, now = new Date() } = reply;
  return db.transaction().execute(async (trx) => {
    const item = await findRepliedItem(trx, kind, id);
    if (!item) return undefined;
    if (!item.email) return NO_ADDRESS;
    const earlier = await trx
      .selectFrom("lead_replies")
      .select("message_id")
      .where(itemColumn[kind], "=", id)
      .orderBy("id")
      .execute();
    const messageId = newMessageId(reply.mailFrom, reply.siteUrl);
    const mail = replyMail({
      item,
      body,
      author,
      inboundEmail: reply.inboundEmail,
      messageId,
      // The first reply threads after the acknowledgement; later ones after the latest reply.
      earlier: [
        ...(item.acknowledgementId ? [item.acknowledgementId] : []),
        ...earlier.map((row) => row.message_id),
      ],
      facts: currentSiteFacts(),
    });
    const createdAt = now.toISOString();
    // The reply first, then its files (they name it), then the mail (it names them).
    const { id: replyId } = await trx
      .insertInto("lead_replies")
      .values({
        contact_message_id: kind === "messages" ? id : null,
        application_id: kind === "applications" ? id : null,
        author_user_id: author.id,
        body,
        message_id: messageId,
        outbox_mail_id: null,
        created_at: createdAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const files = reply.attachments ?? [];
    const fileIds = await storeAttachments(trx, { leadReplyId: Number(replyId) }, files, now);
    const attachments = files.map((file, index) => ({
      filename: file.fileName,
      contentType: file.contentType,
      storedAttachmentId: fileIds[index]!,
    }));
    const outboxId = await enqueueMail(trx, attachments.length ? { ...mail, attachments } : mail, now);
    await trx
      .updateTable("lead_replies")
      .set({ outbox_mail_id: outboxId })
      .where("id", "=", replyId)
      .execute();
    // Answering a lead is reading it.
    await trx
      .updateTable(kind === "messages" ? "contact_messages" : "job_applications")
      .set({ read: 1 })
      .where("id", "=", id)
      .execute();
    if (kind === "messages") {
      await trx
        .updateTable("contact_messages")
        .set({ status: "contacted" })
        .where("id", "=", id)
        .where("status", "=", "new")
        .execute();
    }
    return {
      id: Number(replyId),
      author: { id: author.id, name: author.name },
      body,
      createdAt,
      delivery: "queued" as const,
      attachments: files.map((file, index) => ({
        name: file.fileName,
        size: file.bytes.byteLength,
        url: `/api/attachments/${fileIds[index]}`,
      })),
    };
  });
}

/** A reply as a personal-data report shows it: the mail the person received, and what it answered. */
export type PersonalReplyJson = LeadReplyJson & { item: { kind: "message" | "application"; id: number } };

/**
 * Every reply mailed about the messages and applications sent from `email` (compared lower-cased),
 * oldest first: they are mail the person received, so their personal-data export includes them.
 * Internal notes are not replies and are never listed here.
 */
export async function listRepliesTo(db: Kysely<Database>, email: string): Promise<PersonalReplyJson[]> {
  const address = email.trim().toLowerCase();
  const rows = await selectReplies(db)
    .leftJoin("contact_messages", "contact_messages.id", "lead_replies.contact_message_id")
    .leftJoin("job_applications", "job_applications.id", "lead_replies.application_id")
    .where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["contact_messages.user_email"]), "=", address),
        eb(eb.fn("lower", ["job_applications.email"]), "=", address),
      ]),
    )
    .execute();
  const withAttachments = await withFiles(db, rows.map(replyJson));
  return rows.map((row, index) => ({
    ...withAttachments[index]!,
    item:
      row.contact_message_id === null
        ? { kind: "application", id: Number(row.application_id) }
        : { kind: "message", id: Number(row.contact_message_id) },
  }));
}
