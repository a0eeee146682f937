import { LocalTime } from "#app/components/admin/local-time.tsx";
import type { CardField } from "#app/components/admin/lead-fields.ts";

/**
 * A lead's labelled values and the time it arrived. Text is rendered by React, so whatever a
 * sender typed shows as text, never as markup.
 */
export function FieldList({ fields, createdAt }: { fields: CardField[]; createdAt: string }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
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
  );
}
