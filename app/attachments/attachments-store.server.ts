import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import type { DownloadableFile } from "#app/http/file-download.ts";

/** An attachment as the conversation lists it; `url` downloads it (admin only). */
export type AttachmentJson = { id: number; name: string; size: number; url: string };

/** A file checked by its bytes and named safely, ready to store. */
export type CheckedFile = { fileName: string; contentType: string; bytes: Uint8Array };

/** Whose file it is: an inbound mail's or a reply's. */
export type AttachmentOwner = { inboundMessageId: number } | { leadReplyId: number };

/** Where an attachment is downloaded from. */
const attachmentUrl = (id: number) => `/api/attachments/${id}`;

/** Stores `files` for `owner`, in the caller's transaction; resolves with their ids in order. */
export async function storeAttachments(
  trx: Kysely<Database>,
  owner: AttachmentOwner,
  files: CheckedFile[],
  now: Date,
): Promise<number[]> {
  if (!files.length) return [];
  const rows = await trx
    .insertInto("mail_attachments")
    .values(
      files.map((file) => ({
        inbound_message_id: "inboundMessageId" in owner ? owner.inboundMessageId : null,
        lead_reply_id: "leadReplyId" in owner ? owner.leadReplyId : null,
        file_name: file.fileName,
        content_type: file.contentType,
        size: file.bytes.byteLength,
        sha256: createHash("sha256").update(file.bytes).digest("hex"),
        content: file.bytes,
        created_at: now.toISOString(),
      })),
    )
    .returning("id")
    .execute();
  return rows.map((row) => Number(row.id));
}

type OwnerColumn = "inbound_message_id" | "lead_reply_id";

/** The attachments of each owner in `ownerIds` (without their bytes), by owner id, each list in order. */
export async function listAttachments(
  db: Kysely<Database>,
  column: OwnerColumn,
  ownerIds: number[],
): Promise<Map<number, AttachmentJson[]>> {
  const byOwner = new Map<number, AttachmentJson[]>();
  if (!ownerIds.length) return byOwner;
  const rows = await db
    .selectFrom("mail_attachments")
    .select(["id", "file_name", "size", column])
    .where(column, "in", ownerIds)
    .orderBy("id")
    .execute();
  for (const row of rows) {
    const owner = Number(row[column]);
    const list = byOwner.get(owner) ?? [];
    list.push({
      id: Number(row.id),
      name: row.file_name,
      size: Number(row.size),
      url: attachmentUrl(Number(row.id)),
    });
    byOwner.set(owner, list);
  }
  return byOwner;
}

/** One attachment with its bytes, for a download; undefined when there is none with that id. */
export async function findAttachment(
  db: Kysely<Database>,
  id: number,
): Promise<DownloadableFile | undefined> {
  const row = await db
    .selectFrom("mail_attachments")
    .select(["file_name", "content_type", "content"])
    .where("id", "=", id)
    .executeTakeFirst();
  return (
    row && { fileName: row.file_name, contentType: row.content_type, content: new Uint8Array(row.content) }
  );
}
