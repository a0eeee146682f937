import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { type AddressObject, type ParsedMail, simpleParser } from "mailparser";
import type { Database } from "#db/schema.ts";
import { type ServerConfig, inboundEmail } from "#config/server-config.ts";
import {
  ACCEPTED_KINDS_TEXT,
  ATTACHMENTS_MAX_BYTES,
  INBOUND_ATTACHMENTS_MAX,
  INBOUND_ATTACHMENTS_MAX_BYTES,
} from "#app/attachments/attachment-limits.ts";
import { type CheckedFile, storeAttachments } from "#app/attachments/attachments-store.server.ts";
import { FILE_TYPES, detectFileKind, safeFileName } from "#app/lib/file-type.ts";
import { enqueueMail } from "#app/mail/outbox.server.ts";
import { isAutoReply } from "#app/inbound/auto-reply.ts";
import { INBOUND_TEXT_MAX } from "#app/inbound/inbound-limits.ts";
import {
  type LeadRef,
  assigneeAddress,
  latestOpenLead,
  meetingAssigneeAddress,
  threadByMessageIds,
} from "#app/inbound/inbound-match.server.ts";
import { inboundNotification, meetingAnswerNotification } from "#app/inbound/inbound-notification.ts";
import { foldQuotedHistory } from "#app/inbound/quoted-history.ts";

export type InboundConfig = Pick<ServerConfig, "SITE_URL" | "NOTIFY_EMAIL" | "INBOUND_EMAIL" | "MAIL_FROM">;

/**
 * What became of a mail: stored on a lead or on a meeting (an answer to its mail to the visitor),
 * already stored (same Message-ID), or not taken (and why).
 */
export type InboundOutcome =
  | ({ outcome: "stored"; inboundId: number; autoReply: boolean } & (
      { lead: LeadRef; newLead: boolean } | { meetingId: string }
    ))
  | { outcome: "duplicate"; messageId: string }
  | { outcome: "ignored"; reason: string };

const MESSAGE_ID = /<[^<>\s]{1,250}@[^<>\s]{1,250}>/g;
const MAX_REFERENCES = 50;

const clip = (text: string, max: number) =>
  [...text].length > max ? [...text].slice(0, max).join("") : text;

function messageIdsIn(value: string | string[] | undefined): string[] {
  const joined = Array.isArray(value) ? value.join(" ") : (value ?? "");
  return joined.match(MESSAGE_ID) ?? [];
}

function firstAddress(from: AddressObject | AddressObject[] | undefined): { name: string; address: string } {
  const list = Array.isArray(from) ? from : from ? [from] : [];
  const entry = list.flatMap((object) => object.value).find((value) => value.address);
  return {
    name: clip((entry?.name ?? "").replace(/\s+/g, " ").trim(), 100),
    address: (entry?.address ?? "").toLowerCase(),
  };
}

function bareAddress(value: string): string {
  return (/<([^<>]+)>\s*$/.exec(value)?.[1] ?? value).trim().toLowerCase();
}

/** The files worth keeping: not inline (a signature's logo), of a kind we take by their bytes, within the limits. */
function keptFiles(mail: ParsedMail): { files: CheckedFile[]; refused: string[] } {
  const files: CheckedFile[] = [];
  const refused: string[] = [];
  let total = 0;
  for (const attachment of mail.attachments) {
    if (attachment.related || attachment.contentDisposition === "inline") continue;
    const name = attachment.filename ?? "attachment";
    const bytes = new Uint8Array(attachment.content);
    const kind = detectFileKind(bytes);
    if (
      !kind ||
      bytes.byteLength > ATTACHMENTS_MAX_BYTES ||
      total + bytes.byteLength > INBOUND_ATTACHMENTS_MAX_BYTES ||
      files.length >= INBOUND_ATTACHMENTS_MAX
    ) {
      refused.push(name);
      continue;
    }
    total += bytes.byteLength;
    files.push({
      fileName: safeFileName(name, kind, "attachment"),
      contentType: FILE_TYPES[kind].contentType,
      bytes,
    });
  }
  return { files, refused };
}

type Prepared = {
  messageId: string;
  from: { name: string; address: string };
  subject: string;
  text: string;
  quoted: string;
  sentAt: string | null;
  autoReply: boolean;
  threadIds: string[];
  files: CheckedFile[];
};

async function prepare(raw: Uint8Array): Promise<Prepared> {
  const mail = await simpleParser(Buffer.from(raw), {
    skipHtmlToText: false,
    skipTextToHtml: true,
    skipImageLinks: true,
  });
  const header = (name: string) => {
    const value = mail.headers.get(name);
    if (value === undefined) return undefined;
    if (typeof value === "string") return value;
    if (typeof value === "object" && value !== null && "value" in value) return String(value.value);
    return String(value);
  };
  const from = firstAddress(mail.from);
  const subject = clip((mail.subject ?? "").trim(), 300);
  const { files, refused } = keptFiles(mail);
  const folded = foldQuotedHistory(mail.text ?? "");
  const note = refused.length
    ? `\n\n[Not kept: ${refused.join(", ")}. Only ${ACCEPTED_KINDS_TEXT} files of up to 10 MB are kept; ask for another copy if it matters.]`
    : "";
  const autoReply = isAutoReply({ header, fromAddress: from.address, subject });
  const inReplyTo = messageIdsIn(mail.inReplyTo);
  const references = messageIdsIn(mail.references).reverse();
  // A bounce carries the returned mail's headers in its body, not in its own References.
  const returned = mail.attachments
    .filter((part) => /^(message\/|text\/rfc822-headers)/i.test(part.contentType))
    .map((part) => part.content.toString("utf8"));
  const bounced = autoReply ? ([mail.text ?? "", ...returned].join("\n").match(MESSAGE_ID) ?? []) : [];
  return {
    messageId:
      messageIdsIn(mail.messageId)[0] ??
      `<${createHash("sha256").update(raw).digest("hex")}@inbound.invalid>`,
    from,
    subject,
    text: clip(folded.text + note, INBOUND_TEXT_MAX),
    quoted: clip(folded.quoted, INBOUND_TEXT_MAX),
    sentAt: mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date.toISOString() : null,
    autoReply,
    threadIds: [...new Set([...inReplyTo, ...references, ...bounced])].slice(0, MAX_REFERENCES),
    files,
  };
}

async function isStored(db: Kysely<Database>, messageId: string): Promise<boolean> {
  const row = await db
    .selectFrom("inbound_messages")
    .select("id")
    .where("message_id", "=", messageId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes one raw RFC 822 mail into the product, in one transaction: stored once per Message-ID; put on
 * the lead or the meeting whose mail it answers (In-Reply-To/References against the Message-IDs we
 * sent and received; a meeting's answer marks nothing unread and tells its assignee, or the team, with
 * a link to the meeting), else on the sender's latest open lead, else made a new contact message (channel e-mail); its quoted
 * history folded and its files kept by their bytes; the lead marked unread (a lost enquiry back to
 * contacted) and its assignee, or the team, told by a short mail. An auto-reply or bounce is kept on
 * its lead but changes and tells nothing, and one that matches no lead is not taken; neither is mail
 * from the product's own addresses (its notifications must never loop back in).
 * Call `wakeOutboxWorker()` after it resolves.
 */
export async function receiveInboundMail(
  db: Kysely<Database>,
  raw: Uint8Array,
  config: InboundConfig,
  now = new Date(),
): Promise<InboundOutcome> {
  const mail = await prepare(raw);
  if (!mail.from.address) return { outcome: "ignored", reason: "no sender address" };
  const ours = new Set([bareAddress(config.MAIL_FROM), inboundEmail(config).toLowerCase()]);
  if (ours.has(mail.from.address)) return { outcome: "ignored", reason: "sent by the product itself" };
  if (await isStored(db, mail.messageId)) return { outcome: "duplicate", messageId: mail.messageId };
  try {
    return await db.transaction().execute((trx) => store(trx, mail, config, now));
  } catch (error) {
    // Another poller or request stored the same mail between our look and our insert.
    if (await isStored(db, mail.messageId)) return { outcome: "duplicate", messageId: mail.messageId };
    throw error;
  }
}

async function store(
  trx: Kysely<Database>,
  mail: Prepared,
  config: InboundConfig,
  now: Date,
): Promise<InboundOutcome> {
  const thread = await threadByMessageIds(trx, mail.threadIds);
  if (thread && "meetingId" in thread) return storeOnMeeting(trx, mail, thread.meetingId, config, now);
  let lead = thread?.lead ?? (await latestOpenLead(trx, mail.from.address));
  const newLead = !lead;
  if (!lead) {
    if (mail.autoReply) return { outcome: "ignored", reason: "an automatic answer that matches no lead" };
    const message = clip(
      [mail.subject, mail.text].filter(Boolean).join("\n\n") || "(no text)",
      INBOUND_TEXT_MAX,
    );
    const { id } = await trx
      .insertInto("contact_messages")
      .values({
        user_name: mail.from.name || mail.from.address,
        user_email: mail.from.address,
        user_phone: "",
        message,
        service: null,
        channel: "email",
        created_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    lead = { kind: "messages", id: Number(id) };
  }
  const inboundId = await insertInbound(trx, mail, now, {
    contact_message_id: lead.kind === "messages" ? lead.id : null,
    application_id: lead.kind === "applications" ? lead.id : null,
  });
  const stored = {
    outcome: "stored",
    inboundId,
    lead,
    newLead,
    autoReply: mail.autoReply,
  } as const;
  if (mail.autoReply) return stored;

  const table = lead.kind === "messages" ? "contact_messages" : "job_applications";
  await trx.updateTable(table).set({ read: 0 }).where("id", "=", lead.id).execute();
  if (lead.kind === "messages") {
    // The enquiry talks again: a lost one is back in play. A won one stays won.
    await trx
      .updateTable("contact_messages")
      .set({ status: "contacted" })
      .where("id", "=", lead.id)
      .where("status", "=", "lost")
      .execute();
  }
  const to = (await assigneeAddress(trx, lead)) ?? config.NOTIFY_EMAIL;
  const notice = {
    kind: lead.kind,
    leadId: lead.id,
    newLead,
    from: mail.from,
    receivedAt: now,
    attachments: mail.files.length,
    siteUrl: config.SITE_URL,
  };
  await enqueueMail(trx, inboundNotification(notice, to), now);
  return stored;
}

type Owner = { contact_message_id: number | null; application_id: number | null } | { meeting_id: string };

/** Stores the mail on its owner, with its files; resolves with its id. */
async function insertInbound(
  trx: Kysely<Database>,
  mail: Prepared,
  now: Date,
  owner: Owner,
): Promise<number> {
  const { id } = await trx
    .insertInto("inbound_messages")
    .values({
      contact_message_id: null,
      application_id: null,
      meeting_id: null,
      ...owner,
      message_id: mail.messageId,
      from_name: mail.from.name,
      from_address: mail.from.address,
      subject: mail.subject,
      text_body: mail.text,
      quoted_text: mail.quoted,
      sent_at: mail.sentAt,
      received_at: now.toISOString(),
      auto_reply: mail.autoReply ? 1 : 0,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await storeAttachments(trx, { inboundMessageId: Number(id) }, mail.files, now);
  return Number(id);
}

/**
 * The visitor's answer to a meeting's mail, kept in the meeting's conversation (issue 31). A meeting
 * has no unread mark to set; its assignee, or the team, is told by a short mail linking to the
 * meeting. An auto-reply or bounce is kept and tells nobody.
 */
async function storeOnMeeting(
  trx: Kysely<Database>,
  mail: Prepared,
  meetingId: string,
  config: InboundConfig,
  now: Date,
): Promise<InboundOutcome> {
  const inboundId = await insertInbound(trx, mail, now, { meeting_id: meetingId });
  if (!mail.autoReply) {
    const to = (await meetingAssigneeAddress(trx, meetingId)) ?? config.NOTIFY_EMAIL;
    const notice = {
      meetingId,
      from: mail.from,
      receivedAt: now,
      attachments: mail.files.length,
      siteUrl: config.SITE_URL,
    };
    await enqueueMail(trx, meetingAnswerNotification(notice, to), now);
  }
  return { outcome: "stored", inboundId, meetingId, autoReply: mail.autoReply };
}
