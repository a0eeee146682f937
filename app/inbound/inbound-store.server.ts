import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import type { InboxKind } from "#app/inbox/inbox-store.server.ts";
import { type AttachmentJson, listAttachments } from "#app/attachments/attachments-store.server.ts";

/** A mail that came back to a lead, as its conversation shows it. */
export type InboundEntryJson = {
  direction: "inbound";
  id: number;
  from: { name: string; address: string };
  /** When the product took it (the sender's Date header is `sentAt`). */
  at: string;
  sentAt: string | null;
  subject: string;
  /** What the sender wrote this time; the quoted history is `quoted` (folded on the page). */
  text: string;
  quoted: string;
  /** An out-of-office answer or a bounce. */
  autoReply: boolean;
  attachments: Array<Pick<AttachmentJson, "name" | "size" | "url">>;
};

const itemColumn = { messages: "contact_message_id", applications: "application_id" } as const;

function selectInbound(db: Kysely<Database>) {
  return db
    .selectFrom("inbound_messages")
    .select([
      "id",
      "contact_message_id",
      "application_id",
      "meeting_id",
      "from_name",
      "from_address",
      "received_at",
      "sent_at",
      "subject",
      "text_body",
      "quoted_text",
      "auto_reply",
    ])
    .orderBy("received_at")
    .orderBy("id");
}

type InboundRow = Awaited<ReturnType<ReturnType<typeof selectInbound>["execute"]>>[number];

async function withAttachments(db: Kysely<Database>, rows: InboundRow[]) {
  const files = await listAttachments(
    db,
    "inbound_message_id",
    rows.map((row) => Number(row.id)),
  );
  return rows.map((row) => ({
    row,
    entry: {
      direction: "inbound" as const,
      id: Number(row.id),
      from: { name: row.from_name, address: row.from_address },
      at: row.received_at,
      sentAt: row.sent_at,
      subject: row.subject,
      text: row.text_body,
      quoted: row.quoted_text,
      autoReply: Number(row.auto_reply) === 1,
      attachments: (files.get(Number(row.id)) ?? []).map(({ name, size, url }) => ({ name, size, url })),
    },
  }));
}

/** The mail that came back to one message or application, oldest first, each with its files. */
export async function listInbound(
  db: Kysely<Database>,
  kind: InboxKind,
  id: number,
): Promise<InboundEntryJson[]> {
  const rows = await selectInbound(db).where(itemColumn[kind], "=", id).execute();
  return (await withAttachments(db, rows)).map(({ entry }) => entry);
}

/** The visitors' answers to a meeting's mails, oldest first, each with its files. */
export async function listMeetingInbound(
  db: Kysely<Database>,
  meetingId: string,
): Promise<InboundEntryJson[]> {
  const rows = await selectInbound(db).where("meeting_id", "=", meetingId).execute();
  return (await withAttachments(db, rows)).map(({ entry }) => entry);
}

/** An inbound mail in a personal-data report: the mail the person sent, and the lead or meeting it is on. */
export type PersonalInboundJson = InboundEntryJson & {
  item: { kind: "message" | "application"; id: number } | { kind: "meeting"; id: string };
};

/** Every mail received from `email` (compared lower-cased), oldest first, for the person's export. */
export async function listInboundFrom(db: Kysely<Database>, email: string): Promise<PersonalInboundJson[]> {
  const rows = await selectInbound(db).where("from_address", "=", email.trim().toLowerCase()).execute();
  return (await withAttachments(db, rows)).map(({ row, entry }) => ({
    ...entry,
    item:
      row.meeting_id !== null
        ? { kind: "meeting", id: row.meeting_id }
        : row.contact_message_id === null
          ? { kind: "application", id: Number(row.application_id) }
          : { kind: "message", id: Number(row.contact_message_id) },
  }));
}

/** Deletes every mail received from `email` (and, by cascade, its files); resolves with how many. */
export async function eraseInboundFrom(db: Kysely<Database>, email: string): Promise<number> {
  const result = await db
    .deleteFrom("inbound_messages")
    .where("from_address", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
