import FullCalendar, { type CalendarOptions, type CalendarRef } from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/react/daygrid";
import interactionPlugin from "@fullcalendar/react/interaction";
import classicTheme from "@fullcalendar/react/themes/classic";
import timeGridPlugin from "@fullcalendar/react/timegrid";
import skeletonCss from "@fullcalendar/react/skeleton.css?url";
import themeCss from "@fullcalendar/react/themes/classic/theme.css?url";
import paletteCss from "@fullcalendar/react/themes/classic/palette.css?url";
import calendarThemeCss from "#app/components/meetings/calendar-theme.css?url";
import { type Ref, useEffect, useRef } from "react";
import { todayHint, useCalendarViewTabs } from "#app/components/calendar/use-calendar-view-tabs.ts";
import { calendarViews } from "#app/components/meetings/calendar-views.ts";

// Options that never change are built once: FullCalendar re-reads every option whose identity changed.
const plugins = [classicTheme, dayGridPlugin, timeGridPlugin, interactionPlugin];
// Linked rather than imported: this view is a chunk of the islands' script (app/islands), a bundle
// built on its own that adds no stylesheet by itself. React places the links in <head>, in this order,
// and shows the view only once they have loaded.
const stylesheets = [skeletonCss, themeCss, paletteCss, calendarThemeCss];
const headerToolbar = {
  start: "prev,next today",
  center: "title",
  end: calendarViews.join(","),
};

/** The booking's own options (its view, date, bookings and handlers) go to FullCalendar as they are. */
export type FullCalendarViewProps = CalendarOptions & {
  calendarRef: Ref<CalendarRef>;
  /** Move focus to the selected view tab once drawn (the visitor chose a view, or was in the grid). */
  focusSelectedTab: boolean;
};

/**
 * FullCalendar, for what the month grid (month-grid.tsx) does not do: the week and day views, dragging
 * and resizing a meeting, selecting a span. It is most of the calendar's code, so it loads only once
 * the visitor reaches for the calendar (meeting-scheduler.tsx).
 */
export default function FullCalendarView({
  calendarRef,
  focusSelectedTab,
  ...options
}: FullCalendarViewProps) {
  const viewTabs = useCalendarViewTabs(calendarViews);
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusSelectedTab)
      boxRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [focusSelectedTab]);

  return (
    <div ref={boxRef} data-calendar="full">
      {stylesheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="full-calendar" />
      ))}
      <FullCalendar
        ref={calendarRef}
        plugins={plugins}
        headerToolbar={headerToolbar}
        {...viewTabs}
        headingLevel={2}
        todayHint={todayHint}
        height="auto"
        editable
        selectable
        selectMirror
        dayMaxEvents
        dayMaxEventRows={5}
        slotDuration="00:30:00"
        nowIndicator
        eventInteractive
        eventOverlap={false}
        {...options}
      />
    </div>
  );
}
