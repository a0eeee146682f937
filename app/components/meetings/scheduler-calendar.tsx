import { useId, useState } from "react";
import { CalendarToolbar, toolbarIds } from "#app/components/meetings/calendar-toolbar.tsx";
import {
  dayKeysOf,
  rangeTitle,
  showsToday,
  shownRange,
  stepAnchor,
} from "#app/components/meetings/calendar-range.ts";
import type { CalendarView } from "#app/components/meetings/calendar-views.ts";
import type { FirstBookings } from "#app/components/meetings/first-bookings.ts";
import { startOfMonth } from "#app/components/meetings/month-days.ts";
import { MonthGrid } from "#app/components/meetings/month-grid.tsx";
import { TimeGrid } from "#app/components/meetings/time-grid.tsx";
import { useCalendarBookings } from "#app/components/meetings/use-calendar-bookings.ts";
import { useFreeTimesBetween } from "#app/components/meetings/use-free-times-between.ts";
import type { CalendarEntryJson, ClosedDayJson } from "#app/meetings/meeting-json.ts";

export type SchedulerCalendarProps = {
  zoneName: string;
  /** The weekdays (0 is Sunday) with office hours on the visitor's clock. */
  businessDays: ReadonlySet<number>;
  /** Asks the server again for bookings and free times when it changes. */
  refreshes: number;
  firstBookings: FirstBookings | undefined;
  listEntries: (range: { start: Date; end: Date }) => Promise<CalendarEntryJson[]>;
  loadClosedDays: (range: { start: Date; end: Date }) => Promise<ClosedDayJson[]>;
  /** A day chosen in the month view. */
  onDayClick: (date: Date) => void;
  /** A free time chosen in the week or day view. */
  onFreeTime: (start: Date) => void;
  onEntryClick: (entry: CalendarEntryJson) => void;
  onError: (message: string) => void;
};

/**
 * The booking calendar: its toolbar and the view chosen there, the month grid or the week and day
 * time grids, over the bookings and free times of what is shown. One component, drawn by the page's
 * own React (decision 27).
 */
export function SchedulerCalendar(props: SchedulerCalendarProps) {
  const id = useId();
  const ids = toolbarIds(id);
  const [view, setView] = useState<CalendarView>("dayGridMonth");
  const [anchor, setAnchor] = useState(() => new Date());
  const now = new Date();
  const range = shownRange(view, anchor);
  const { entries, closedDays } = useCalendarBookings({
    range,
    refreshes: props.refreshes,
    firstBookings: props.firstBookings,
    listEntries: props.listEntries,
    loadClosedDays: props.loadClosedDays,
  });
  const freeTimes = useFreeTimesBetween(
    dayKeysOf(range.days),
    props.zoneName,
    props.refreshes,
    props.onError,
  );

  return (
    <div data-calendar="booking" className="text-ink">
      <CalendarToolbar
        id={id}
        view={view}
        title={rangeTitle(view, view === "dayGridMonth" ? startOfMonth(anchor) : anchor)}
        showsToday={showsToday(view, anchor, now)}
        onStep={(step) => setAnchor(stepAnchor(view, anchor, step))}
        onToday={() => setAnchor(new Date())}
        onViewChange={setView}
      />
      <div id={ids.panel} role="tabpanel" aria-labelledby={ids.tab(view)}>
        {view === "dayGridMonth" ? (
          <MonthGrid
            month={startOfMonth(anchor)}
            now={now}
            titleId={ids.title}
            entries={entries}
            closedDays={closedDays}
            businessDays={props.businessDays}
            onDayClick={props.onDayClick}
            onEntryClick={props.onEntryClick}
          />
        ) : (
          <TimeGrid
            days={range.days}
            titleId={ids.title}
            entries={entries}
            closedDays={closedDays}
            freeTimes={freeTimes}
            onFreeTime={props.onFreeTime}
            onEntryClick={props.onEntryClick}
          />
        )}
      </div>
    </div>
  );
}
