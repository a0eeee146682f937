import type { LoaderFunctionArgs } from "react-router";
import { auditAction, requireAdminApi } from "#app/auth/require-admin.server.ts";
import { readInboxListQuery } from "#app/inbox/inbox-api.server.ts";
import { UTF8_BOM, csvRow } from "#app/inbox/csv.ts";
import { AGENCY_ZONE, formatAgencyTimestamp } from "#app/lib/office-clock.ts";
import {
  type ApplicationRow,
  type InboxKind,
  type MessageRow,
  type Numbered,
  iterateInbox,
} from "#app/inbox/inbox-store.server.ts";

// Times on the agency's clock, as the rest of the admin shows them, its zone named in the header.
const RECEIVED = `Received (${AGENCY_ZONE})`;

// Status and assignee come after what was sent, and the visit's source (issue 33, named as the issue
// names them) last, so a spreadsheet built on the earlier columns still lines up.
const sourceColumns = ["channel", "utm_source", "utm_medium", "utm_campaign", "landing_page"];
const columns = {
  messages: [
    "Order ID",
    "Name",
    "Email",
    "Phone",
    "Service",
    "Message",
    RECEIVED,
    "Read",
    "Status",
    "Assigned to",
    ...sourceColumns,
  ],
  applications: [
    "Order ID",
    "Job ID",
    "Job Title",
    "Name",
    "Email",
    "Phone",
    "Message",
    RECEIVED,
    "Read",
    "Status",
    "Assigned to",
    ...sourceColumns,
  ],
};

function received(createdAt: string): string {
  return formatAgencyTimestamp(new Date(createdAt));
}

function cells(kind: InboxKind, row: Numbered<MessageRow | ApplicationRow>) {
  const read = Number(row.read) === 1 ? "yes" : "no";
  const lead = [
    row.status,
    row.assignee_name ?? "",
    row.source_channel ?? "",
    row.source_utm_source ?? "",
    row.source_utm_medium ?? "",
    row.source_utm_campaign ?? "",
    row.source_landing_page ?? "",
  ];
  if (kind === "messages") {
    const m = row as Numbered<MessageRow>;
    return [
      m.orderId,
      m.user_name,
      m.user_email,
      m.user_phone,
      m.service,
      m.message,
      received(m.created_at),
      read,
      ...lead,
    ];
  }
  const a = row as Numbered<ApplicationRow>;
  return [
    a.orderId,
    a.job_id,
    a.job_title,
    a.name,
    a.email,
    a.phone,
    a.message,
    received(a.created_at),
    read,
    ...lead,
  ];
}

/**
 * `GET /api/contact/export.csv` and `/api/applications/export.csv` (admin): every row of the current
 * filter (the list's `q`, `unread` and lead filters) as CSV, newest first, UTF-8 with a BOM,
 * streamed in batches.
 */
export async function exportInboxCsvApi(kind: InboxKind, args: LoaderFunctionArgs): Promise<Response> {
  const admin = await requireAdminApi(args);
  const params = new URL(args.request.url).searchParams;
  const query = await readInboxListQuery(admin, kind, params);
  if (query instanceof Response) return query;
  const { filter } = query;
  // The audit row names the list and the filter's shape, never the search text (often a name or address).
  const used = [
    filter.unread ? "unread" : "",
    filter.q ? "search" : "",
    ...(["status", "assignee", "service", "job", "channel", "from", "to"] as const).filter(
      (name) => query.leads[name],
    ),
  ];
  const scope = used.filter(Boolean).join("+") || "all";
  await auditAction(admin, "inbox.export", { kind, id: scope });
  const rows = iterateInbox(admin.database, kind, filter);
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
