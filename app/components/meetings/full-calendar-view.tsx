import FullCalendar, {
  type CalendarRef,
  type DateClickInfo,
  type DateSelectInfo,
  type DateSpanApi,
  type DatesSetInfo,
  type EventApi,
  type EventClickInfo,
  type EventDropInfo,
  type EventResizeDoneInfo,
  type EventSourceInput,
} from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/react/daygrid";
import interactionPlugin from "@fullcalendar/react/interaction";
import classicTheme from "@fullcalendar/react/themes/classic";
import timeGridPlugin from "@fullcalendar/react/timegrid";
import "@fullcalendar/react/skeleton.css";
import "@fullcalendar/react/themes/classic/theme.css";
import "@fullcalendar/react/themes/classic/palette.css";
import "#app/components/meetings/calendar-theme.css";
import { type Ref, useEffect, useRef } from "react";
import { todayHint, useCalendarViewTabs } from "#app/components/calendar/use-calendar-view-tabs.ts";
import type { LocalBusinessHours } from "#app/meetings/agency-hours.ts";
import { type CalendarView, calendarViews } from "#app/components/meetings/calendar-views.ts";

// Options that never change are built once: FullCalendar re-reads every option whose identity changed.
const plugins = [classicTheme, dayGridPlugin, timeGridPlugin, interactionPlugin];
const headerToolbar = {
  start: "prev,next today",
  center: "title",
  end: calendarViews.join(","),
};

export type FullCalendarViewProps = {
  calendarRef: Ref<CalendarRef>;
  initialView: CalendarView;
  initialDate: Date;
  /** Move focus to the selected view tab once drawn (the visitor chose a view by keyboard). */
  focusSelectedTab: boolean;
  businessHours: LocalBusinessHours[];
  eventSources: EventSourceInput[];
  reducedMotion: boolean;
  selectAllow: (span: DateSpanApi) => boolean;
  eventAllow: (span: DateSpanApi, moving: EventApi | null) => boolean;
  onViewStart: (viewStart: Date) => void;
  onDateClick: (info: DateClickInfo) => void;
  onSelect: (info: DateSelectInfo) => void;
  onEventClick: (info: EventClickInfo) => void;
  onEventMoved: (info: EventDropInfo | EventResizeDoneInfo) => void;
};

/**
 * FullCalendar, for what the month grid (month-grid.tsx) does not do: the week and day views, dragging
 * and resizing a meeting, selecting a span. It is most of the calendar's code, so it loads only once
 * the visitor reaches for the calendar (meeting-scheduler.tsx).
 */
export default function FullCalendarView({
  calendarRef,
  initialView,
  initialDate,
  focusSelectedTab,
  businessHours,
  eventSources,
  reducedMotion,
  selectAllow,
  eventAllow,
  onViewStart,
  onDateClick,
  onSelect,
  onEventClick,
  onEventMoved,
}: FullCalendarViewProps) {
  const viewTabs = useCalendarViewTabs(calendarViews);
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusSelectedTab)
      boxRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [focusSelectedTab]);

  return (
    <div ref={boxRef} data-calendar="full">
      <FullCalendar
        ref={calendarRef}
        plugins={plugins}
        initialView={initialView}
        initialDate={initialDate}
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
        businessHours={businessHours}
        nowIndicator
        eventInteractive
        eventOverlap={false}
        selectAllow={selectAllow}
        eventAllow={eventAllow}
        dragRevertDuration={reducedMotion ? 0 : 500}
        eventSources={eventSources}
        datesSet={(info: DatesSetInfo) => onViewStart(info.view.currentStart)}
        dateClick={onDateClick}
        select={onSelect}
        eventClick={onEventClick}
        eventDrop={onEventMoved}
        eventResize={onEventMoved}
      />
    </div>
  );
}
