import type { LoaderFunctionArgs } from "react-router";
import { auditAction, requireAdminApi } from "#app/auth/require-admin.server.ts";
import { invalidQuery } from "#app/inbox/inbox-api.server.ts";
import { UTF8_BOM, csvRow } from "#app/inbox/csv.ts";
import { parseInboxQuery } from "#app/inbox/inbox-query.ts";
import {
  type ApplicationRow,
  type InboxKind,
  type MessageRow,
  type Numbered,
  iterateInbox,
} from "#app/inbox/inbox-store.server.ts";

const columns = {
  messages: ["Order ID", "Name", "Email", "Phone", "Service", "Message", "Received (UTC)", "Read"],
  applications: [
    "Order ID",
    "Job ID",
    "Job Title",
    "Name",
    "Email",
    "Phone",
    "Message",
    "Received (UTC)",
    "Read",
  ],
};

function cells(kind: InboxKind, row: Numbered<MessageRow | ApplicationRow>) {
  const read = Number(row.read) === 1 ? "yes" : "no";
  if (kind === "messages") {
    const m = row as Numbered<MessageRow>;
    return [m.orderId, m.user_name, m.user_email, m.user_phone, m.service, m.message, m.created_at, read];
  }
  const a = row as Numbered<ApplicationRow>;
  return [a.orderId, a.job_id, a.job_title, a.name, a.email, a.phone, a.message, a.created_at, read];
}

/**
 * `GET /api/contact/export.csv` and `/api/applications/export.csv` (admin): every row of the current
 * filter (`q`, `unread`) as CSV, newest first, UTF-8 with a BOM, streamed in batches.
 */
export async function exportInboxCsvApi(kind: InboxKind, args: LoaderFunctionArgs): Promise<Response> {
  const admin = await requireAdminApi(args);
  const params = new URL(args.request.url).searchParams;
  const parsed = parseInboxQuery(params);
  if (!parsed.ok) return invalidQuery(parsed.errors);
  const { q, unread } = parsed.query;
  // The audit row names the list and the filter's shape, never the search text (often a name or address).
  const scope = [unread ? "unread" : "", q ? "search" : ""].filter(Boolean).join("+") || "all";
  await auditAction(admin, "inbox.export", { kind, id: scope });
  const rows = iterateInbox(admin.database, kind, { q, unread });
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(UTF8_BOM + csvRow(columns[kind])));
    },
    async pull(controller) {
      try {
        // A few hundred records per chunk: fewer, larger writes than one per row.
        let chunk = "";
        for (let count = 0; count < 200; count++) {
          const next = await rows.next();
          if (next.done) {
            if (chunk) controller.enqueue(encoder.encode(chunk));
            controller.close();
            return;
          }
          chunk += csvRow(cells(kind, next.value));
        }
        controller.enqueue(encoder.encode(chunk));
      } catch (error) {
        admin.logger.error({ err: error }, "CSV export failed");
        controller.error(error);
      }
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
  const date = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${kind}-${date}.csv"`,
    },
  });
}
