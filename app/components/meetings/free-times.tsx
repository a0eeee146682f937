import { useEffect, useId, useState } from "react";
import { meetingsClient } from "#app/meetings/meetings-client.ts";

type FreeTimesProps = {
  /** The day picked on the calendar, YYYY-MM-DD on the visitor's clock. */
  day: string;
  zoneName: string;
  /** Asks the server again when it changes (after a booking, say). */
  refreshes: number;
  onPick: (start: Date) => void;
  /** Booking opens the dialog; moving fills the move form's fields. */
  purpose?: "book" | "move";
};

type Load = { state: "loading" } | { state: "failed"; message: string } | { state: "ready"; times: Date[] };

// Made on first use: an Intl object at module load would load ICU data on the main thread.
let dayFormat: Intl.DateTimeFormat | undefined;
let timeFormat: Intl.DateTimeFormat | undefined;

/** "Monday, 30 November 2026" for a YYYY-MM-DD day (noon, so no zone moves it to another date). */
function dayText(day: string): string {
  dayFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: "full" });
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return dayFormat.format(new Date(year, month - 1, date, 12));
}

/** "10:30": a time on the visitor's 24-hour clock, the name of its button. */
function clockText(instant: Date): string {
  timeFormat ??= new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return timeFormat.format(instant);
}

/**
 * The free 30-minute times of one day in the visitor's zone, as the server has them
 * (`GET /api/meetings/availability`): a labelled list of buttons, each named by its time. What it
 * found is announced, so a screen reader hears that the times are there.
 */
export function FreeTimes({ day, zoneName, refreshes, onPick, purpose = "book" }: FreeTimesProps) {
  // What the server answered, and for which question: an answer to an older one reads as loading.
  const asked = `${day} ${zoneName} ${refreshes}`;
  const [answer, setAnswer] = useState<{ asked: string; load: Load } | null>(null);
  const load: Load = answer?.asked === asked ? answer.load : { state: "loading" };
  const headingId = useId();

  useEffect(() => {
    let current = true;
    void meetingsClient.availability({ from: day, to: day, zone: zoneName }).then((result) => {
      if (!current) return;
      const times = result.ok ? (result.body.days.find((entry) => entry.date === day)?.times ?? []) : [];
      setAnswer({
        asked: `${day} ${zoneName} ${refreshes}`,
        load: result.ok
          ? { state: "ready", times: times.map((time) => new Date(time)) }
          : { state: "failed", message: result.message },
      });
    });
    return () => {
      current = false;
    };
  }, [day, zoneName, refreshes]);

  const title = dayText(day);
  return (
    <section
      aria-labelledby={headingId}
      data-free-times={day}
      className="scroll-mt-24 rounded-card border border-line bg-surface p-4"
    >
      <h3 id={headingId} className="font-display text-lg font-bold text-navy-900">
        Free times on {title}
      </h3>
      <p aria-live="polite" className="mt-1 text-sm text-muted">
        {load.state === "loading"
          ? "Looking for free times…"
          : load.state === "failed"
            ? `We could not load the free times: ${load.message}`
            : load.times.length
              ? `${load.times.length} free ${load.times.length === 1 ? "time" : "times"}, shown in your time zone (${zoneName}). ${purpose === "book" ? "Choose one to book it." : "Choose one, then move your consultation."}`
              : "No free times on this day. Please pick another day."}
      </p>
      {load.state === "ready" && load.times.length ? (
        <ul aria-labelledby={headingId} className="mt-3 flex flex-wrap gap-2">
          {load.times.map((time) => (
            <li key={time.getTime()}>
              <button
                type="button"
                aria-haspopup={purpose === "book" ? "dialog" : undefined}
                onClick={() => onPick(time)}
                className="min-w-20 rounded-lg border border-brand-600 bg-white px-3 py-2 text-sm font-semibold text-navy-900 hover:bg-brand-50"
              >
                {clockText(time)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
