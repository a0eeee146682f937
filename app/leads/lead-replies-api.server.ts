import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { auditAction, requireAdminApi } from "#app/auth/require-admin.server.ts";
import { apiError, methodNotAllowed } from "#app/http/api-error.ts";
import { readBodyFields } from "#app/http/request-body.server.ts";
import { type UploadedFile, readMultipartBody } from "#app/http/multipart-body.server.ts";
import {
  ACCEPTED_KINDS_TEXT,
  ATTACHMENTS_MAX_BYTES,
  ATTACHMENT_FIELD,
  REPLY_ATTACHMENTS_MAX,
} from "#app/attachments/attachment-limits.ts";
import type { CheckedFile } from "#app/attachments/attachments-store.server.ts";
import { FILE_TYPES, detectFileKind, safeFileName } from "#app/lib/file-type.ts";
import { parseInboxId } from "#app/inbox/inbox-query.ts";
import { type InboxKind, findInboxItem } from "#app/inbox/inbox-store.server.ts";
import { NO_ADDRESS, NO_ADDRESS_TEXT, addReply, listReplies } from "#app/leads/lead-replies.server.ts";
import { teamMessageBody } from "#app/mail/team-message-body.ts";
import { wakeOutboxWorker } from "#app/mail/outbox-signal.ts";
import { fieldErrors } from "#app/forms/field-rules.ts";
import { inboundEmail } from "#config/server-config.ts";

// 20,000 characters of up to four bytes each, with room for JSON escaping.
const REPLY_BODY_LIMIT_BYTES = 128 * 1024;

const replySchema = z.object({ body: teamMessageBody });

const nouns = { messages: "message", applications: "application" } as const;

/** Each file typed by its bytes (PDF, PNG, JPEG, DOCX, XLSX) and named safely, or why not. */
export function checkReplyFiles(
  uploaded: UploadedFile[],
): { ok: true; files: CheckedFile[] } | { ok: false; message: string } {
  const files: CheckedFile[] = [];
  for (const file of uploaded) {
    const kind = file.bytes.byteLength ? detectFileKind(file.bytes) : undefined;
    if (!kind)
      return { ok: false, message: `${file.name || "A file"} must be a ${ACCEPTED_KINDS_TEXT} file.` };
    files.push({
      fileName: safeFileName(file.name, kind, "attachment"),
      contentType: FILE_TYPES[kind].contentType,
      bytes: file.bytes,
    });
  }
  return { ok: true, files };
}

type ItemId = { id: number } | { response: Response };

function itemId(kind: InboxKind, raw: string | undefined): ItemId {
  const id = parseInboxId(raw);
  if (id === "invalid") {
    return { response: apiError(400, "Invalid id", { id: "must be a positive whole number" }) };
  }
  if (id === "absent") return { response: apiError(404, `No such ${nouns[kind]}`) };
  return { id };
}

/**
 * `GET /api/{contact,applications}/{id}/replies` (admin): the replies mailed to the visitor, oldest
 * first, each `{id, author{id,name}, body, createdAt, delivery}`; 404 for an unknown item.
 */
export async function listRepliesApi(kind: InboxKind, args: LoaderFunctionArgs): Promise<Response> {
  const admin = await requireAdminApi(args);
  const parsed = itemId(kind, args.params.id);
  if ("response" in parsed) return parsed.response;
  const exists = await findInboxItem(admin.database, kind, parsed.id);
  if (!exists) return apiError(404, `No such ${nouns[kind]}`);
  return Response.json(await listReplies(admin.database.db, kind, parsed.id));
}

/**
 * `POST /api/{contact,applications}/{id}/replies` with `{"body"}`, or multipart/form-data with `body`
 * and up to 10 `attachment` files (PDF, PNG, JPEG, DOCX, XLSX by their bytes; 10 MB together; else
 * 400/413 naming `attachment`), (admin): queues the reply to the
 * visitor through the outbox (Reply-To the inbound mailbox, under the signed-in person's name) and marks the item read (a `new`
 * message becomes `contacted`) -> 201 with the reply. An empty or too long body -> 400 naming `body`;
 * an unknown item -> 404; one that left no e-mail address -> 409.
 */
export async function createReplyApi(kind: InboxKind, args: ActionFunctionArgs): Promise<Response> {
  const admin = await requireAdminApi(args);
  if (args.request.method !== "POST") return methodNotAllowed("GET, POST");
  const parsed = itemId(kind, args.params.id);
  if ("response" in parsed) return parsed.response;
  const multipart = /^multipart\/form-data/i.test(args.request.headers.get("content-type") ?? "");
  let fields: Record<string, unknown>;
  let uploaded: UploadedFile[] = [];
  if (multipart) {
    const read = await readMultipartBody(args.request, {
      fileField: ATTACHMENT_FIELD,
      fileMaxBytes: ATTACHMENTS_MAX_BYTES,
      fieldsMaxBytes: REPLY_BODY_LIMIT_BYTES,
      maxFiles: REPLY_ATTACHMENTS_MAX,
    });
    if (!read.ok) return apiError(read.status, read.message, read.errors);
    fields = read.fields;
    uploaded = read.files;
  } else {
    const read = await readBodyFields(args.request, REPLY_BODY_LIMIT_BYTES);
    if (!read.ok) return apiError(read.status, read.message);
    fields = read.fields;
  }
  const files = checkReplyFiles(uploaded);
  if (!files.ok) return apiError(400, files.message, { [ATTACHMENT_FIELD]: files.message });
  const checked = replySchema.safeParse(fields);
  if (!checked.success) {
    const errors = fieldErrors(checked.error);
    return apiError(400, errors.body ?? "Invalid field: body", errors);
  }

  const reply = await addReply(admin.database.db, {
    kind,
    id: parsed.id,
    body: checked.data.body,
    author: { id: admin.user.id, name: admin.user.name, email: admin.user.email },
    mailFrom: admin.config.MAIL_FROM,
    attachments: files.files,
    inboundEmail: inboundEmail(admin.config),
    siteUrl: admin.config.SITE_URL,
  });
  if (!reply) return apiError(404, `No such ${nouns[kind]}`);
  if (reply === NO_ADDRESS) return apiError(409, NO_ADDRESS_TEXT);
  wakeOutboxWorker();
  // One row for the reply; the move to `contacted` it may make is part of it.
  await auditAction(admin, "lead.reply", { kind: nouns[kind], id: parsed.id });
  return Response.json(reply, { status: 201 });
}
