import { useId } from "react";
import { Link, useLocation } from "react-router";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { FieldList } from "#app/components/admin/field-list.tsx";
import type { CardField } from "#app/components/admin/lead-fields.ts";
import { LeadStatusBadge } from "#app/components/admin/leads/lead-status-badge.tsx";
import { useInboxItem } from "#app/components/admin/use-inbox-item.ts";

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
 * An inbox item, compact enough for a page of 50 on a phone: 'Order ID', its status, its fields
 * (the message cut to two lines) and the time received, then a plain Open link to its page beside
 * the read toggle and Delete; green border when read, yellow when unread (with the word too, for
 * those who cannot tell the colours apart).
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
      className={`grid gap-3 rounded-card border-2 bg-white p-3 shadow-card sm:p-4 ${read ? "border-success-600" : "border-warning-500"}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="flex items-baseline gap-2 text-navy-900">
          <span className="text-xs font-semibold uppercase tracking-wider text-muted">Order ID</span>{" "}
          <span className="text-lg font-bold">{orderId}</span>
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
      <FieldList fields={fields} createdAt={createdAt} compact />
      {item.error ? <Notice tone="error">{item.error}</Notice> : null}
      <div className="flex flex-wrap gap-2">
        {/* The list's address rides along, so the detail page's way back keeps the filter. */}
        <Link
          to={detailPath}
          state={{ list: location.search }}
          data-card-link=""
          className={buttonClass("primary", "sm")}
        >
          Open<span className="sr-only"> Order ID {orderId}</span>
        </Link>
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => void item.setRead(!read)}>
          {read ? "Mark Unread" : "Mark Read"}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={() => void item.remove(deleteQuestion)}
        >
          Delete
        </Button>
      </div>
    </article>
  );
}
