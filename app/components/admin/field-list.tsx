import { LocalTime } from "#app/components/admin/local-time.tsx";
import type { CardField } from "#app/components/admin/lead-fields.ts";

/**
 * A lead's labelled values and the time it arrived. Text is rendered by React, so whatever a
 * sender typed shows as text, never as markup. `compact` (a list's card) sets each label beside
 * its value at every width and cuts long text to two lines; the lead's own page shows it whole.
 */
export function FieldList({
  fields,
  createdAt,
  compact = false,
}: {
  fields: CardField[];
  createdAt: string;
  compact?: boolean;
}) {
  const grid = compact
    ? "grid-cols-[max-content_1fr] gap-x-3 gap-y-1"
    : "gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]";
  const multiline = compact
    ? "line-clamp-2 whitespace-pre-line wrap-anywhere"
    : "whitespace-pre-wrap wrap-anywhere";
  return (
    <dl className={`grid text-sm ${grid}`}>
      {fields.map((field) => (
        <div key={field.label} className="contents">
          <dt className="font-semibold text-ink">{field.label}</dt>
          <dd className={`text-muted ${field.multiline ? multiline : "wrap-anywhere"}`}>
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
  );
}
