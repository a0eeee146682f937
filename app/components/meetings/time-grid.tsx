import { clockTime as shortClock, entryTimes } from "#app/components/meetings/calendar-entries.ts";
import { dayKey, touchesDay } from "#app/components/meetings/month-days.ts";
import { monthNames } from "#app/lib/format-date.ts";
import { MINUTE_MS } from "#app/lib/time-units.ts";
import { type CalendarEntryJson, type ClosedDayJson, isBusySlot } from "#app/meetings/meeting-json.ts";

const SLOT_MINUTES = 30;
// English names without Intl, as the month grid's (month-grid.tsx says why).
const dayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export type TimeGridProps = {
  /** Local midnights of the days shown: a week's seven, or one. */
  days: Date[];
  /** The id of the heading that names the week or day. */
  titleId: string;
  /** The bookings of the days shown (null while they load). */
  entries: CalendarEntryJson[] | null;
  closedDays: ClosedDayJson[];
  /** The free times of the days shown, from the server (null while they load). */
  freeTimes: Date[] | null;
  onFreeTime: (start: Date) => void;
  onEntryClick: (entry: CalendarEntryJson) => void;
};

/** "09:30" on the visitor's 24-hour clock for a minute of the day. */
const rowText = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

const minuteOfDay = (at: Date) => at.getHours() * 60 + at.getMinutes();

const fullDay = (day: Date) => `${dayNames[day.getDay()]} ${day.getDate()} ${monthNames[day.getMonth()]}`;

/**
 * The week and day views: a table with a column per day (`data-date`) and a row per half hour
 * (`data-time`) that holds something, on the visitor's clock. A free time is a button that opens the
 * booking dialog on it; a booking is the visitor's own (a click cancels it) or "Busy". Rows come from
 * the server's free times and the bookings, so a visitor anywhere sees the agency's day on their clock,
 * on its half-hour grid, however far their zone is from India's.
 */
export function TimeGrid({ days, titleId, entries, closedDays, freeTimes, ...props }: TimeGridProps) {
  const shownDays = new Set(days.map(dayKey));
  const free = (freeTimes ?? []).filter((time) => shownDays.has(dayKey(time)));
  const booked = (entries ?? []).filter((entry) => days.some((day) => touchesDay(entryTimes(entry), day)));
  const rows = new Set(free.map(minuteOfDay));
  for (const entry of booked) {
    const { start, end } = entryTimes(entry);
    for (let at = start.getTime(); at < end.getTime(); at += SLOT_MINUTES * MINUTE_MS) {
      if (shownDays.has(dayKey(new Date(at)))) rows.add(minuteOfDay(new Date(at)));
    }
  }
  const minutes = [...rows].sort((a, b) => a - b);
  const columns = days.length === 1 ? "grid-cols-[3.5rem_1fr]" : "grid-cols-[3.5rem_repeat(7,minmax(0,1fr))]";
  const loading = freeTimes === null || entries === null;

  return (
    <div>
      <div
        role="table"
        aria-labelledby={titleId}
        aria-rowcount={minutes.length + 1}
        aria-colcount={days.length + 1}
        className="border border-line"
      >
        <div role="rowgroup">
          <div role="row" className={`grid ${columns}`}>
            <div role="columnheader" className="border-r border-line text-xs">
              <span className="sr-only">Time</span>
            </div>
            {days.map((day) => {
              const closed = closedDays.find((each) => touchesDay(entryTimes(each), day));
              return (
                <div
                  key={dayKey(day)}
                  role="columnheader"
                  data-date={dayKey(day)}
                  className="border-line px-0.5 text-center text-sm not-last:border-r"
                >
                  <span className="sr-only">{fullDay(day)}</span>
                  <span aria-hidden="true">
                    {dayNames[day.getDay()]!.slice(0, days.length === 1 ? 9 : 3)} {day.getDate()}
                  </span>
                  {closed ? (
                    <span className="block truncate text-xs font-semibold text-[#344054]">Closed</span>
                  ) : null}
                </div>
              );
            })}
          </div>
        </div>
        <div role="rowgroup">
          {minutes.map((minute) => (
            <div key={minute} role="row" className={`grid ${columns} border-t border-line`}>
              <div
                role="rowheader"
                data-time={`${rowText(minute)}:00`}
                className="border-r border-line px-1 py-1.5 text-xs text-[#4b5563]"
              >
                {rowText(minute)}
              </div>
              {days.map((day) => (
                <SlotCell
                  key={dayKey(day)}
                  start={new Date(day.getFullYear(), day.getMonth(), day.getDate(), 0, minute)}
                  day={day}
                  free={free}
                  booked={booked}
                  {...props}
                />
              ))}
            </div>
          ))}
        </div>
      </div>
      {!loading && minutes.length === 0 ? (
        <p className="mt-3 text-sm text-muted">
          No free times {days.length === 1 ? "on this day" : "in this week"}. Please try the next one.
        </p>
      ) : null}
    </div>
  );
}

function SlotCell({
  start,
  day,
  free,
  booked,
  onFreeTime,
  onEntryClick,
}: {
  start: Date;
  day: Date;
  free: Date[];
  booked: CalendarEntryJson[];
  onFreeTime: (start: Date) => void;
  onEntryClick: (entry: CalendarEntryJson) => void;
}) {
  const end = new Date(start.getTime() + SLOT_MINUTES * MINUTE_MS);
  const entry = booked.find((each) => {
    const times = entryTimes(each);
    return times.start < end && times.end > start;
  });
  const cell = "min-w-0 border-line p-0.5 not-last:border-r";
  if (entry) {
    const times = entryTimes(entry);
    const busy = isBusySlot(entry);
    const colour = busy ? "bg-[#475467]" : "bg-brand-600";
    // The booking's button is in the row it starts in; the rows it runs on are shaded.
    if (times.start < start) return <div role="cell" className={`${cell} ${colour}`} />;
    return (
      <div role="cell" className={`${cell} ${colour}`}>
        <button
          type="button"
          onClick={() => onEntryClick(entry)}
          className="block w-full truncate rounded px-0.5 text-left text-xs font-bold text-white hover:underline"
        >
          <span className="max-sm:hidden">{shortClock(times.start)} </span>
          {busy ? "Busy" : entry.title}
        </button>
      </div>
    );
  }
  const time = free.find((each) => each.getTime() === start.getTime());
  if (!time) return <div role="cell" className={cell} />;
  return (
    <div role="cell" className={cell}>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={`${rowText(minuteOfDay(time))}, ${fullDay(day)}`}
        onClick={() => onFreeTime(time)}
        className="block w-full rounded border border-brand-600 bg-white py-1 text-center text-[11px] font-semibold text-navy-900 hover:bg-brand-50 sm:text-xs"
      >
        {rowText(minuteOfDay(time))}
      </button>
    </div>
  );
}
