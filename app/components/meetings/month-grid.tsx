import { type MonthDay, monthWeeks, touchesDay } from "#app/components/meetings/month-days.ts";
import { monthNames } from "#app/lib/format-date.ts";
import { type CalendarEntryJson, type ClosedDayJson, isBusySlot } from "#app/meetings/meeting-json.ts";
import { clockTime, entryKey, entryTimes } from "#app/components/meetings/calendar-entries.ts";

// English names, as the page writes them elsewhere. No Intl here: its first use on the main thread
// loads the browser's locale data, a long task on a phone while the page loads.
const dayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
// The rows of meetings a day has room for, from a tablet's width and from a laptop's. A phone's short
// days show one meeting, or "+N" for several.
const TABLET_ROWS = 2;
const LAPTOP_ROWS = 4;

/** How many meetings a day shows in `rows` rows, keeping the last row for "+N more" when they do not fit. */
function shownIn(rows: number, count: number): number {
  return count > rows ? rows - 1 : count;
}

export type MonthGridProps = {
  /** The 1st of the month shown. */
  month: Date;
  now: Date;
  /** The id of the heading that names the month. */
  titleId: string;
  /** The bookings and days off of the six weeks shown (null while they load). */
  entries: CalendarEntryJson[] | null;
  closedDays: ClosedDayJson[];
  /** The weekdays (0 is Sunday) with office hours on the visitor's clock; the others are grey. */
  businessDays: ReadonlySet<number>;
  onDayClick: (date: Date) => void;
  onEntryClick: (entry: CalendarEntryJson) => void;
};

/**
 * The booking calendar's month view: six weeks of days (`data-date` cells) with their bookings and
 * days off. A click on a day lists its free times; a click on a meeting cancels it or says it is taken.
 */
export function MonthGrid(props: MonthGridProps) {
  const { month, now, entries, closedDays, businessDays } = props;
  return (
    <div
      role="table"
      aria-labelledby={props.titleId}
      aria-rowcount={7}
      aria-colcount={7}
      className="border border-line"
    >
      <div role="rowgroup">
        <div role="row" className="grid grid-cols-7">
          {dayNames.map((name) => (
            <div key={name} role="columnheader" className="border-line text-center not-last:border-r">
              <span className="sr-only">{name}</span>
              <span aria-hidden="true">
                <span className="sm:hidden">{name.slice(0, 1)}</span>
                <span className="max-sm:hidden">{name.slice(0, 3)}</span>
              </span>
            </div>
          ))}
        </div>
      </div>
      {/* The placeholder's proportions (aspect ratio 1.35), so drawing the grid moves nothing. */}
      <div role="rowgroup" className="grid aspect-[1.35] grid-rows-6">
        {monthWeeks(month, now).map((week) => (
          <div key={week[0]!.key} role="row" className="grid min-h-0 grid-cols-7 border-t border-line">
            {week.map((day) => (
              <DayCell
                key={day.key}
                day={day}
                entries={entries?.filter((entry) => touchesDay(entryTimes(entry), day.date)) ?? []}
                closed={closedDays.find((closed) => touchesDay(entryTimes(closed), day.date))}
                business={businessDays.has(day.date.getDay())}
                onClick={() => props.onDayClick(day.date)}
                onEntryClick={props.onEntryClick}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

function DayCell({
  day,
  entries,
  closed,
  business,
  onClick,
  onEntryClick,
}: {
  day: MonthDay;
  entries: CalendarEntryJson[];
  closed: ClosedDayJson | undefined;
  business: boolean;
  onClick: () => void;
  onEntryClick: (entry: CalendarEntryJson) => void;
}) {
  const background = closed
    ? "bg-[repeating-linear-gradient(135deg,#f2f4f7_0_6px,#e4e7ec_6px_12px)]"
    : day.today
      ? "bg-[rgb(249_115_22/0.12)]"
      : business
        ? ""
        : "bg-[#f3f4f6]";
  const onTablet = shownIn(TABLET_ROWS, entries.length);
  const onLaptop = shownIn(LAPTOP_ROWS, entries.length);
  return (
    <div
      role="cell"
      data-date={day.key}
      onClick={onClick}
      className={`flex min-h-0 min-w-0 flex-col overflow-hidden border-line p-0.5 not-last:border-r sm:p-1 ${background}`}
    >
      {/* The keyboard's and screen reader's way to a day's free times; a click anywhere on the cell
          is the pointer's. */}
      <button
        type="button"
        onClick={(event) => {
          event.stopPropagation();
          onClick();
        }}
        className={`min-w-6 self-end rounded text-sm hover:bg-surface ${day.inMonth ? "" : "text-[#5b6472]"}`}
      >
        <span className="sr-only">
          Free times on {monthNames[day.date.getMonth()]} {day.date.getDate()}, {day.date.getFullYear()}
        </span>
        <span aria-hidden="true">{day.date.getDate()}</span>
      </button>
      {closed ? (
        <span className="truncate text-xs font-semibold text-[#344054]">
          {closed.note ? `Closed: ${closed.note}` : "Closed"}
        </span>
      ) : null}
      {entries.slice(0, onLaptop).map((entry, index) => (
        <button
          key={entryKey(entry)}
          type="button"
          onClick={(event) => {
            event.stopPropagation();
            onEntryClick(entry);
          }}
          className={`mt-0.5 flex w-full min-w-0 items-center gap-0.5 rounded text-left sm:gap-1 sm:px-0.5 text-xs text-ink hover:bg-surface ${
            entries.length > 1 ? "max-sm:hidden" : ""
          } ${index >= onTablet ? "sm:max-lg:hidden" : ""}`}
        >
          <span
            aria-hidden="true"
            className={`size-2 shrink-0 rounded-full ${isBusySlot(entry) ? "bg-[#475467]" : "bg-brand-600"}`}
          />
          <span className="shrink-0 max-sm:hidden">{clockTime(new Date(entry.start))}</span>
          <span className="truncate font-bold">{isBusySlot(entry) ? "Busy" : entry.title}</span>
        </button>
      ))}
      {entries.length > 1 ? (
        <span className="mt-0.5 self-start rounded border border-brand-600 px-1 text-xs sm:hidden">
          +{entries.length}
        </span>
      ) : null}
      {onTablet < entries.length ? (
        <span className="mt-0.5 hidden px-0.5 text-xs text-[#4b5563] sm:max-lg:block">
          +{entries.length - onTablet} more
        </span>
      ) : null}
      {onLaptop < entries.length ? (
        <span className="mt-0.5 hidden px-0.5 text-xs text-[#4b5563] lg:block">
          +{entries.length - onLaptop} more
        </span>
      ) : null}
    </div>
  );
}
