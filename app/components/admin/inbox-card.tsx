import { useId } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { FieldList } from "#app/components/admin/field-list.tsx";
import type { CardField } from "#app/components/admin/lead-fields.ts";
import { LeadStatusBadge } from "#app/components/admin/leads/lead-status-badge.tsx";
import { useInboxItem } from "#app/components/admin/use-inbox-item.ts";

export type { CardField } from "#app/components/admin/lead-fields.ts";

type InboxCardProps = {
  /** The item's API URL, e.g. /api/contact/42: PATCH marks read or unread, DELETE removes. */
  apiPath: string;
  /** The item's own page, e.g. /admin/messages/42: status, assignee and the conversation. */
  detailPath: string;
  orderId: number;
  read: boolean;
  status: string;
  createdAt: string;
  fields: CardField[];
  /** Asked before deleting, e.g. 'Delete this message?'. */
  deleteQuestion: string;
};

/**
 * An inbox item: 'Order ID' (a link to its page), its status, its fields and the time received;
 * green border when read, yellow when unread (with the word too, for those who cannot tell the
 * colours apart).
 */
export function InboxCard(props: InboxCardProps) {
  const { apiPath, detailPath, orderId, read, status, createdAt, fields, deleteQuestion } = props;
  const item = useInboxItem(apiPath);
  const headingId = useId();
  const location = useLocation();
  // The buttons call the API from the browser, so they wait for hydration.
  const hydrated = useHydrated();
  if (item.deleted) return null;
  const busy = !hydrated || item.pending !== null;
  return (
    <article
      aria-labelledby={headingId}
      data-read={read}
      className={`rounded-card border-2 bg-white p-5 shadow-card ${read ? "border-success-600" : "border-warning-500"}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={headingId} className="text-navy-900">
          {/* The list's address rides along, so the detail page's way back keeps the filter. */}
          <Link
            to={detailPath}
            state={{ list: location.search }}
            data-card-link=""
            className="rounded-md hover:underline"
          >
            <span className="block text-xs font-semibold uppercase tracking-wider text-muted">Order ID</span>{" "}
            <span className="text-xl font-bold">{orderId}</span>
          </Link>
        </h3>
        <div className="flex flex-wrap gap-2">
          <LeadStatusBadge status={status} />
          <span
            className={`rounded-pill px-3 py-1 text-xs font-semibold ${read ? "bg-success-50 text-ink" : "bg-warning-50 text-ink"}`}
          >
            {read ? "Read" : "Unread"}
          </span>
        </div>
      </div>
      <div className="mt-4">
        <FieldList fields={fields} createdAt={createdAt} />
      </div>
      {item.error ? (
        <div className="mt-4">
          <Notice tone="error">{item.error}</Notice>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="secondary" disabled={busy} onClick={() => void item.setRead(!read)}>
          {read ? "Mark Unread" : "Mark Read"}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void item.remove(deleteQuestion)}>
          Delete
        </Button>
      </div>
    </article>
  );
}
