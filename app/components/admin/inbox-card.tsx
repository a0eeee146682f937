import { useId } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { LocalTime } from "#app/components/admin/local-time.tsx";
import { useInboxItem } from "#app/components/admin/use-inbox-item.ts";

/** One labelled value on a card; `multiline` keeps the sender's line breaks. */
/** One labelled value; `download` makes its link save a file (a CV) rather than open a page. */
export type CardField = {
  label: string;
  value: string;
  href?: string;
  multiline?: boolean;
  download?: boolean;
};

type InboxCardProps = {
  /** The item's API URL, e.g. /api/contact/42: PATCH marks read or unread, DELETE removes. */
  apiPath: string;
  orderId: number;
  read: boolean;
  createdAt: string;
  fields: CardField[];
  /** Asked before deleting, e.g. 'Delete this message?'. */
  deleteQuestion: string;
};

/**
 * An inbox item: 'Order ID', its fields and the time received; green border when read, yellow
 * when unread (with the word too, for those who cannot tell the colours apart). Text is rendered
 * by React, so whatever a sender typed shows as text, never as markup.
 */
export function InboxCard({ apiPath, orderId, read, createdAt, fields, deleteQuestion }: InboxCardProps) {
  const item = useInboxItem(apiPath);
  const headingId = useId();
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
          <span className="block text-xs font-semibold uppercase tracking-wider text-muted">Order ID</span>{" "}
          <span className="text-xl font-bold">{orderId}</span>
        </h3>
        <span
          className={`rounded-pill px-3 py-1 text-xs font-semibold ${read ? "bg-success-50 text-success-600" : "bg-warning-50 text-ink"}`}
        >
          {read ? "Read" : "Unread"}
        </span>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {fields.map((field) => (
          <div key={field.label} className="contents">
            <dt className="font-semibold text-ink">{field.label}</dt>
            <dd className={`text-muted ${field.multiline ? "whitespace-pre-wrap break-words" : "break-all"}`}>
              {field.href ? (
                <a
                  href={field.href}
                  download={field.download || undefined}
                  className="text-brand-700 underline underline-offset-2"
                >
                  {field.value}
                </a>
              ) : (
                field.value
              )}
            </dd>
          </div>
        ))}
        <div className="contents">
          <dt className="font-semibold text-ink">Received</dt>
          <dd className="text-muted">
            <LocalTime iso={createdAt} />
          </dd>
        </div>
      </dl>
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
