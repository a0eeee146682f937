import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { formatLongDay } from "#app/lib/office-clock.ts";
import { CLOSED_DAY_NOTE_MAX_LENGTH } from "#app/meetings/closed-day-input.ts";
import type { ClosedDay } from "#app/meetings/closed-days-store.server.ts";

const inputClass =
  "mt-1.5 block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink shadow-sm focus:border-brand-500 aria-invalid:border-danger-700";

type Props = {
  days: ClosedDay[];
  today: string;
  canEdit: boolean;
  /** A refused addition: the fields as typed and the error of each. */
  refused?: { errors?: Record<string, string>; values?: { date: string; note: string } };
};

/** The office's days off: listed for everyone, added and removed by owners with plain forms. */
export function ClosedDaysSection({ days, today, canEdit, refused }: Props) {
  const errors = refused?.errors ?? {};
  return (
    <section aria-labelledby="closed-days-heading" className="grid gap-4">
      <h2 id="closed-days-heading" className="text-xl font-bold text-navy-900">
        Days off
      </h2>
      <p className="max-w-3xl text-sm text-muted">
        On a day off (a whole day on the office&apos;s clock, India Standard Time) the booking calendar shows
        the day as closed and no one can book or move a meeting onto it.
      </p>
      {canEdit ? (
        <Form
          method="post"
          className="grid max-w-3xl gap-4 rounded-card border border-line bg-white p-5 sm:grid-cols-[auto_1fr_auto] sm:items-end"
        >
          <input type="hidden" name="intent" value="add-day" />
          <div>
            <label htmlFor="closed-day-date" className="block text-sm font-semibold text-navy-900">
              Date
            </label>
            <input
              id="closed-day-date"
              type="date"
              name="date"
              required
              min={today}
              defaultValue={refused?.values?.date}
              aria-invalid={errors.date ? true : undefined}
              aria-describedby={errors.date ? "closed-day-date-error" : undefined}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor="closed-day-note" className="block text-sm font-semibold text-navy-900">
              Note (optional, shown on the calendar)
            </label>
            <input
              id="closed-day-note"
              type="text"
              name="note"
              maxLength={CLOSED_DAY_NOTE_MAX_LENGTH}
              placeholder="Diwali"
              defaultValue={refused?.values?.note}
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={errors.note ? "closed-day-note-error" : undefined}
              className={inputClass}
            />
          </div>
          <Button type="submit">Add day off</Button>
          {errors.date ? (
            <p id="closed-day-date-error" className="text-sm font-medium text-danger-700 sm:col-span-3">
              {errors.date}
            </p>
          ) : null}
          {errors.note ? (
            <p id="closed-day-note-error" className="text-sm font-medium text-danger-700 sm:col-span-3">
              {errors.note}
            </p>
          ) : null}
        </Form>
      ) : (
        <p className="text-sm text-muted">Only an owner of the team can add or remove days off.</p>
      )}
      {days.length ? (
        <ul className="grid max-w-3xl gap-2">
          {days.map((day) => (
            <li
              key={day.date}
              className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-line bg-white px-5 py-3"
            >
              <span className="text-ink">
                <time dateTime={day.date} className="font-semibold">
                  {formatLongDay(day.date)}
                </time>
                {day.note ? <span className="text-muted"> ({day.note})</span> : null}
              </span>
              {canEdit ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-day" />
                  <input type="hidden" name="date" value={day.date} />
                  <Button type="submit" variant="secondary">
                    Remove<span className="sr-only"> {formatLongDay(day.date)}</span>
                  </Button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">No days off ahead.</p>
      )}
    </section>
  );
}
