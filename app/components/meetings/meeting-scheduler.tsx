import FullCalendar, {
  type CalendarRef,
  type DateClickInfo,
  type DateSelectInfo,
  type DateSpanApi,
  type DatesSetInfo,
  type EventApi,
  type EventClickInfo,
  type EventDropInfo,
  type EventInput,
  type EventResizeDoneInfo,
  type EventSourceFuncInfo,
} from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/react/daygrid";
import interactionPlugin from "@fullcalendar/react/interaction";
import classicTheme from "@fullcalendar/react/themes/classic";
import timeGridPlugin from "@fullcalendar/react/timegrid";
import "@fullcalendar/react/skeleton.css";
import "@fullcalendar/react/themes/classic/theme.css";
import "@fullcalendar/react/themes/classic/palette.css";
import "#app/components/meetings/calendar-theme.css";
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { todayHint, useCalendarViewTabs } from "#app/components/calendar/use-calendar-view-tabs.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { firstFreeBusinessSlot } from "#app/meetings/agency-hours.ts";
import type { OfficeHours } from "#app/content/site.ts";
import { bookingConfirmation } from "#app/meetings/booking-confirmation.ts";
import { localDayOf } from "#app/meetings/local-datetime.ts";
import { type BookedMeetingJson, type CalendarEntryJson, isBusySlot } from "#app/meetings/meeting-json.ts";
import type { MeetingTimes } from "#app/meetings/meeting-rules.ts";
import { meetingsClient } from "#app/meetings/meetings-client.ts";
import {
  type FirstBookings,
  prefetchedFor,
  spendFirstBookings,
} from "#app/components/meetings/first-bookings.ts";
import { type MeetingDraft, MeetingDialog, type Person } from "#app/components/meetings/meeting-dialog.tsx";
import { startOfWeek, weekBusinessHours } from "#app/components/meetings/week-business-hours.ts";
import { closedDayText, useClosedDays } from "#app/components/meetings/closed-days-source.ts";

/** `reveal`: scroll the notice into view (a booking's confirmation may land below a phone's screen). */
type Message = { tone: "success" | "error" | "info"; text: string; reveal?: boolean };

const SLOT_MS = 30 * 60_000;
const BOOK_A_TIME_SEARCH_DAYS = 21;
// Made on first use: an Intl object at module load would load ICU data on the main thread.
let whenFormat: Intl.DateTimeFormat | undefined;
const when = (date: Date) =>
  (whenFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" })).format(
    date,
  );

// Options that never change are built once: FullCalendar re-reads every option whose identity changed.
const plugins = [classicTheme, dayGridPlugin, timeGridPlugin, interactionPlugin];
// The views the toolbar switches between, in order (tabs, see useCalendarViewTabs).
const views = ["dayGridMonth", "timeGridWeek", "timeGridDay"];
const headerToolbar = {
  start: "prev,next today",
  center: "title",
  end: views.join(","),
};

type SchedulerProps = {
  zoneName: string;
  /** The agency's office hours (a site fact): the calendar's white times, and where suggestions fall. */
  officeHours: OfficeHours;
  /** Bookings fetched alongside this component's code, for the calendar's first view. */
  firstBookings?: FirstBookings;
};

/**
 * The booking calendar with its dialog. Loaded on /calendar only (React.lazy), so FullCalendar's code
 * reaches no other page. The server decides every booking; this component shows and asks.
 */
export default function MeetingScheduler({ zoneName, officeHours, firstBookings }: SchedulerProps) {
  const calendarRef = useRef<CalendarRef>(null);
  const viewTabs = useCalendarViewTabs(views);
  const entriesRef = useRef<CalendarEntryJson[]>([]);
  const firstBookingsRef = useRef(firstBookings);
  const [draft, setDraft] = useState<MeetingDraft | null>(null);
  const [person, setPerson] = useState<Person>({ name: "", email: "" });
  const [message, setMessage] = useState<Message | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const [businessHours, setBusinessHours] = useState(() =>
    weekBusinessHours(startOfWeek(new Date()), zoneName, officeHours),
  );
  const reducedMotion = usePrefersReducedMotion();
  const { source: closedDays, closedRanges, closedDayOf } = useClosedDays();

  const api = () => calendarRef.current?.getApi();
  // Days off count as taken, so no suggested or selected time falls on one.
  const taken = (): MeetingTimes[] => [
    ...entriesRef.current.map((entry) => ({ start: new Date(entry.start), end: new Date(entry.end) })),
    ...closedRanges(),
  ];

  const loadEvents = useCallback((info: EventSourceFuncInfo, success: (events: EventInput[]) => void) => {
    const shown = (entries: CalendarEntryJson[]) => {
      entriesRef.current = entries;
      return entries.map(toEventInput);
    };
    // Answered at once, FullCalendar's first render already holds the bookings: no second pass.
    const prefetched = prefetchedFor(firstBookingsRef.current, info);
    if (prefetched) return success(shown(prefetched));
    void meetingsClient.list({ start: info.start, end: info.end }).then((result) => {
      if (result.ok) return success(shown(result.data));
      setMessage({ tone: "error", text: `We could not load the booked times: ${result.message}` });
      success([]);
    });
  }, []);

  const eventSources = useMemo(() => [loadEvents, closedDays], [loadEvents, closedDays]);

  // Focus stays on what opened the dialog; only the view moves, and only as far as needed.
  useEffect(() => {
    if (message?.reveal) noticeRef.current?.scrollIntoView({ block: "nearest" });
  }, [message]);

  // Later fetches (a refetch after a booking, another month) must ask the server again.
  useEffect(() => spendFirstBookings(firstBookingsRef.current), []);

  // A booking made in another tab shows up when the visitor comes back to this one.
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === "visible") calendarRef.current?.getApi().refetchEvents();
    };
    document.addEventListener("visibilitychange", refresh);
    return () => document.removeEventListener("visibilitychange", refresh);
  }, []);

  // Recomputed per view, so a daylight-saving change shows the agency's hours at the right local time.
  function updateBusinessHours(viewStart: Date) {
    const next = weekBusinessHours(startOfWeek(viewStart), zoneName, officeHours);
    setBusinessHours((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
  }

  function openFor(range: MeetingTimes, allDay: boolean) {
    const slot = allDay ? firstFreeBusinessSlot(range, taken(), new Date(), officeHours) : range;
    // No free working slot that day (a weekend, or fully booked): start from 09:00 local time.
    const nine = new Date(range.start.getFullYear(), range.start.getMonth(), range.start.getDate(), 9);
    const draft = slot ?? { start: nine, end: new Date(nine.getTime() + SLOT_MS) };
    const closed = closedDayOf(draft);
    if (closed) return setMessage({ tone: "info", text: closedDayText(closed), reveal: true });
    setDraft(draft);
  }

  function bookATime() {
    const now = new Date();
    for (let offset = 0; offset < BOOK_A_TIME_SEARCH_DAYS; offset++) {
      const day = localDayOf(new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset));
      const slot = firstFreeBusinessSlot(day, taken(), now, officeHours);
      if (slot) return setDraft(slot);
    }
    const start = new Date(Math.ceil(now.getTime() / SLOT_MS) * SLOT_MS + SLOT_MS);
    setDraft({ start, end: new Date(start.getTime() + SLOT_MS) });
  }

  function closeDialog() {
    setDraft(null);
    api()?.unselect();
  }

  function saved(meeting: BookedMeetingJson) {
    closeDialog();
    setPerson({ name: meeting.name, email: meeting.email });
    api()?.refetchEvents();
    setMessage({
      tone: "success",
      text: bookingConfirmation(meeting, when(new Date(meeting.start))),
      reveal: true,
    });
  }

  async function eventClicked({ event }: EventClickInfo) {
    if (!event.extendedProps.own) {
      setMessage({
        tone: "info",
        text: "That time is already booked by someone else. Please choose another time.",
      });
      return;
    }
    if (!window.confirm(`Delete meeting "${event.title}"?`)) return;
    const result = await meetingsClient.remove(event.id);
    if (!result.ok) {
      setMessage({ tone: "error", text: `The meeting was not deleted: ${result.message}` });
      return;
    }
    event.remove();
    entriesRef.current = entriesRef.current.filter((entry) => isBusySlot(entry) || entry.id !== event.id);
    setMessage({
      tone: "success",
      text: `Your call "${event.title}" is cancelled. You are welcome to book another time whenever it suits you.`,
    });
  }

  async function eventMoved({ event, revert }: EventDropInfo | EventResizeDoneInfo) {
    if (!event.start || !event.end) return revert();
    const result = await meetingsClient.move(event.id, { start: event.start, end: event.end });
    if (!result.ok) {
      revert();
      const reason = Object.values(result.errors)[0] ?? result.message;
      setMessage({ tone: "error", text: `Your meeting was not moved: ${reason}` });
      return;
    }
    api()?.refetchEvents();
    setMessage({ tone: "success", text: `Moved: "${event.title}" is now on ${when(event.start)}.` });
  }

  const canSelect = (span: DateSpanApi) =>
    span.allDay || (span.start > new Date() && !taken().some((booked) => overlaps(booked, span)));
  const canDrop = (span: DateSpanApi, moving: EventApi | null) =>
    !span.allDay &&
    span.start > new Date() &&
    !closedDayOf(span) &&
    !entriesRef.current.some(
      (entry) =>
        (isBusySlot(entry) || entry.id !== moving?.id) &&
        overlaps({ start: new Date(entry.start), end: new Date(entry.end) }, span),
    );

  return (
    <div className="meeting-scheduler grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="max-w-2xl text-sm text-muted">
          Pick a day on the calendar, or press &ldquo;Book a time&rdquo; and we&apos;ll suggest the next free
          slot. Times other people have booked show as &ldquo;Busy&rdquo;. Plans changed? Drag your call to a
          new time, or click it to cancel.
        </p>
        <Button onClick={bookATime} aria-haspopup="dialog">
          Book a time
        </Button>
      </div>
      <div ref={noticeRef} aria-live="polite" className="scroll-mt-24 scroll-mb-20">
        {message ? (
          <Notice tone={message.tone} onDismiss={() => setMessage(null)}>
            {message.text}
          </Notice>
        ) : null}
      </div>
      <FullCalendar
        ref={calendarRef}
        plugins={plugins}
        initialView="dayGridMonth"
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
        selectAllow={canSelect}
        eventAllow={canDrop}
        dragRevertDuration={reducedMotion ? 0 : 500}
        eventSources={eventSources}
        datesSet={(info: DatesSetInfo) => updateBusinessHours(info.view.currentStart)}
        dateClick={(info: DateClickInfo) =>
          openFor(
            info.allDay
              ? localDayOf(info.date)
              : { start: info.date, end: new Date(info.date.getTime() + SLOT_MS) },
            info.allDay,
          )
        }
        select={(info: DateSelectInfo) => openFor({ start: info.start, end: info.end }, info.allDay)}
        eventClick={eventClicked}
        eventDrop={eventMoved}
        eventResize={eventMoved}
      />
      <MeetingDialog
        draft={draft}
        person={person}
        zoneName={zoneName}
        onClose={closeDialog}
        onSaved={saved}
      />
    </div>
  );
}

function toEventInput(entry: CalendarEntryJson): EventInput {
  if (isBusySlot(entry)) {
    return {
      title: "Busy",
      start: entry.start,
      end: entry.end,
      editable: false,
      className: "meeting-busy",
      color: "#475467",
      extendedProps: { own: false },
    };
  }
  return {
    id: entry.id,
    title: entry.title,
    start: entry.start,
    end: entry.end,
    className: "meeting-own",
    extendedProps: { own: true, description: entry.description },
  };
}

function overlaps(a: MeetingTimes, b: { start: Date; end: Date }): boolean {
  return a.start < b.end && b.start < a.end;
}

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

/** True when the visitor asked for less motion (then dragged meetings snap back without animation). */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(reducedMotionQuery);
      query.addEventListener("change", onChange);
      return () => query.removeEventListener("change", onChange);
    },
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}
