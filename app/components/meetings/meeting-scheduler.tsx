import type {
  CalendarRef,
  DateClickInfo,
  DateSelectInfo,
  DateSpanApi,
  DatesSetInfo,
  EventApi,
  EventClickInfo,
  EventDropInfo,
  EventInput,
  EventResizeDoneInfo,
  EventSourceFuncInfo,
} from "@fullcalendar/react";
import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import type { OfficeHours } from "#app/content/site.ts";
import { bookingConfirmation } from "#app/meetings/booking-confirmation.ts";
import { localDayOf, toLocalInputValue } from "#app/lib/local-datetime.ts";
import { type BookedMeetingJson, type CalendarEntryJson, isBusySlot } from "#app/meetings/meeting-json.ts";
import type { MeetingTimes } from "#app/meetings/meeting-rules.ts";
import { meetingsClient } from "#app/meetings/meetings-client.ts";
import { type FirstBookings, spendFirstBookings } from "#app/components/meetings/first-bookings.ts";
import { type MeetingDraft, MeetingDialog, type Person } from "#app/components/meetings/meeting-dialog.tsx";
import { startOfWeek, weekBusinessHours } from "#app/components/meetings/week-business-hours.ts";
import { closedDayText, useClosedDays } from "#app/components/meetings/closed-days-source.ts";
import { MonthGrid } from "#app/components/meetings/month-grid.tsx";
import { FreeTimes } from "#app/components/meetings/free-times.tsx";
import { startOfMonth } from "#app/components/meetings/month-days.ts";
import { useMonthBookings } from "#app/components/meetings/use-month-bookings.ts";
import { useFullCalendarTakeover } from "#app/components/meetings/use-full-calendar-takeover.ts";
import { MINUTE_MS } from "#app/lib/time-units.ts";

/** `reveal`: scroll the notice into view (a booking's confirmation may land below a phone's screen). */
type Message = { tone: "success" | "error" | "info"; text: string; reveal?: boolean };

const SLOT_MS = 30 * MINUTE_MS;
const BOOK_A_TIME_SEARCH_DAYS = 21;
// Made on first use: an Intl object at module load would load ICU data on the main thread.
let whenFormat: Intl.DateTimeFormat | undefined;
const when = (date: Date) =>
  (whenFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" })).format(
    date,
  );

// FullCalendar, with its stylesheets, is most of the calendar's code: it loads when the visitor reaches
// for the calendar, and the month grid stands in for it until then.
const loadFullCalendarView = () => import("#app/components/meetings/full-calendar-view.tsx");
const FullCalendarView = lazy(loadFullCalendarView);

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
  const entriesRef = useRef<CalendarEntryJson[]>([]);
  const [draft, setDraft] = useState<MeetingDraft | null>(null);
  const [person, setPerson] = useState<Person>({ name: "", email: "" });
  const [message, setMessage] = useState<Message | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const [businessHours, setBusinessHours] = useState(() =>
    weekBusinessHours(startOfWeek(new Date()), zoneName, officeHours),
  );
  const reducedMotion = usePrefersReducedMotion();
  const { source: closedDays, load: loadClosedDays, closedRanges, closedDayOf } = useClosedDays();
  const [month, setMonth] = useState(() => startOfMonth(new Date()));
  // The month grid until the visitor reaches for the calendar; FullCalendar from then on.
  const calendarBoxRef = useRef<HTMLDivElement>(null);
  const { takeover, reachFor, gridBoxProps } = useFullCalendarTakeover({
    load: loadFullCalendarView,
    month,
    boxRef: calendarBoxRef,
  });
  const [refreshes, setRefreshes] = useState(0);
  // The day whose free times are listed (YYYY-MM-DD, the visitor's clock), and how often they were asked.
  const [pickedDay, setPickedDay] = useState<string | null>(null);
  const [freeTimesAsked, setFreeTimesAsked] = useState(0);
  const freeTimesRef = useRef<HTMLDivElement>(null);
  /** The bookings in a range; none if they cannot be had, and the visitor is told. */
  const listEntries = useCallback(async (range: { start: Date; end: Date }) => {
    const result = await meetingsClient.list(range);
    if (result.ok) return result.body;
    setMessage({ tone: "error", text: `We could not load the booked times: ${result.message}` });
    return [];
  }, []);
  const gridBookings = useMonthBookings({
    month,
    refreshes,
    enabled: !takeover,
    firstBookings,
    listEntries,
    loadClosedDays,
  });

  const api = () => calendarRef.current?.getApi();
  // The bookings on screen (the grid's, or those FullCalendar last loaded). Days off count as taken
  // too, so no suggested or selected time falls on one.
  const taken = (): MeetingTimes[] => [
    ...(takeover ? entriesRef.current : (gridBookings.entries ?? [])).map((entry) => ({
      start: new Date(entry.start),
      end: new Date(entry.end),
    })),
    ...closedRanges(),
  ];

  const loadEvents = useCallback(
    (info: EventSourceFuncInfo, success: (events: EventInput[]) => void) => {
      void listEntries({ start: info.start, end: info.end }).then((entries) => {
        entriesRef.current = entries;
        success(entries.map(toEventInput));
      });
    },
    [listEntries],
  );

  const eventSources = useMemo(() => [loadEvents, closedDays], [loadEvents, closedDays]);

  // Focus stays on what opened the dialog; only the view moves, and only as far as needed.
  useEffect(() => {
    if (message?.reveal) noticeRef.current?.scrollIntoView({ block: "nearest" });
  }, [message]);
  // The day's times may be below a phone's screen: they come into view (their count is announced).
  useEffect(() => {
    if (pickedDay) freeTimesRef.current?.scrollIntoView({ block: "nearest" });
  }, [pickedDay]);

  // Later fetches (a refetch after a booking, another month) must ask the server again.
  useEffect(() => spendFirstBookings(firstBookings), [firstBookings]);

  /** Shows the bookings as the server has them now. */
  const refresh = () => {
    setFreeTimesAsked((count) => count + 1);
    if (takeover) calendarRef.current?.getApi().refetchEvents();
    else setRefreshes((count) => count + 1);
  };
  const refreshWhenSeen = useEffectEvent(() => {
    if (document.visibilityState === "visible") refresh();
  });

  // A booking made in another tab shows up when the visitor comes back to this one.
  useEffect(() => {
    document.addEventListener("visibilitychange", refreshWhenSeen);
    return () => document.removeEventListener("visibilitychange", refreshWhenSeen);
  }, []);

  // Recomputed per view, so a daylight-saving change shows the agency's hours at the right local time.
  function updateBusinessHours(viewStart: Date) {
    const next = weekBusinessHours(startOfWeek(viewStart), zoneName, officeHours);
    setBusinessHours((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
  }

  function showMonth(next: Date) {
    setMonth(next);
    updateBusinessHours(next);
  }

  /** A day chosen on the calendar: its free times are listed below it, or why it has none. */
  function pickDay(date: Date) {
    const closed = closedDayOf(localDayOf(date));
    if (closed) setMessage({ tone: "info", text: closedDayText(closed), reveal: true });
    setPickedDay(toLocalInputValue(date).slice(0, 10));
  }

  /** A time chosen in the week or day view, or a span selected there: the dialog opens on it. */
  function openFor(range: MeetingTimes) {
    const closed = closedDayOf(range);
    if (closed) return setMessage({ tone: "info", text: closedDayText(closed), reveal: true });
    setDraft(range);
  }

  /** The dialog, on the first time the server calls free (the notice, days off and bookings applied). */
  async function bookATime() {
    const now = new Date();
    const dayKey = (offset: number) =>
      toLocalInputValue(new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset)).slice(0, 10);
    const range = { from: dayKey(0), to: dayKey(BOOK_A_TIME_SEARCH_DAYS - 1), zone: zoneName };
    const result = await meetingsClient.availability(range);
    if (!result.ok) {
      return setMessage({ tone: "error", text: `We could not find a free time: ${result.message}` });
    }
    const first = result.body.days.flatMap((day) => day.times)[0];
    if (!first) {
      return setMessage({
        tone: "info",
        text: `We have no free time in the next ${BOOK_A_TIME_SEARCH_DAYS} days. Please pick a later day on the calendar.`,
      });
    }
    const start = new Date(first);
    setDraft({ start, end: new Date(start.getTime() + SLOT_MS) });
  }

  function closeDialog() {
    setDraft(null);
    api()?.unselect();
  }

  function saved(meeting: BookedMeetingJson) {
    closeDialog();
    setPerson({ name: meeting.name, email: meeting.email });
    refresh();
    setMessage({
      tone: "success",
      text: bookingConfirmation(meeting, when(new Date(meeting.start))),
      reveal: true,
    });
  }

  /** Someone else's booking says so; the visitor's own is cancelled once they confirm. */
  async function meetingClicked(meeting: { own: boolean; id: string; title: string }, removed: () => void) {
    if (!meeting.own) {
      setMessage({
        tone: "info",
        text: "That time is already booked by someone else. Please choose another time.",
      });
      return;
    }
    if (!window.confirm(`Delete meeting "${meeting.title}"?`)) return;
    const result = await meetingsClient.remove(meeting.id);
    if (!result.ok) {
      setMessage({ tone: "error", text: `The meeting was not deleted: ${result.message}` });
      return;
    }
    removed();
    setMessage({
      tone: "success",
      text: `Your call "${meeting.title}" is cancelled. You are welcome to book another time whenever it suits you.`,
    });
  }

  function eventClicked({ event }: EventClickInfo) {
    const own = !!event.extendedProps.own;
    void meetingClicked({ own, id: event.id, title: event.title }, () => {
      event.remove();
      entriesRef.current = entriesRef.current.filter((entry) => isBusySlot(entry) || entry.id !== event.id);
    });
  }

  function entryClicked(entry: CalendarEntryJson) {
    const meeting = isBusySlot(entry)
      ? { own: false, id: "", title: "Busy" }
      : { own: true, id: entry.id, title: entry.title };
    void meetingClicked(meeting, refresh);
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

  const grid = (
    <MonthGrid
      month={month}
      now={new Date()}
      onMonthChange={showMonth}
      entries={gridBookings.entries}
      closedDays={gridBookings.closedDays}
      businessDays={businessDaysOf(businessHours)}
      onDayClick={pickDay}
      onEntryClick={entryClicked}
      onViewChosen={(view) => reachFor(view, true)}
    />
  );

  return (
    <div className="meeting-scheduler grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="max-w-2xl text-sm text-muted">
          Pick a day on the calendar to see its free times, or press &ldquo;Book a time&rdquo; and we&apos;ll
          suggest the next free slot. Times other people have booked show as &ldquo;Busy&rdquo;. Plans
          changed? Drag your call to a new time, or click it to cancel.
        </p>
        <Button onClick={() => void bookATime()} aria-haspopup="dialog">
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
      {/* A pointer over the grid is a visitor about to drag, select or switch view. */}
      <div ref={calendarBoxRef} {...gridBoxProps}>
        {/* Already showing the grid, this boundary keeps it in view while FullCalendar renders. */}
        <Suspense fallback={grid}>
          {takeover ? (
            <FullCalendarView
              calendarRef={calendarRef}
              focusSelectedTab={takeover.focusSelectedTab}
              initialView={takeover.view}
              initialDate={takeover.date}
              businessHours={businessHours}
              eventSources={eventSources}
              dragRevertDuration={reducedMotion ? 0 : 500}
              selectAllow={canSelect}
              eventAllow={canDrop}
              datesSet={(info: DatesSetInfo) => updateBusinessHours(info.view.currentStart)}
              dateClick={(info: DateClickInfo) =>
                info.allDay
                  ? pickDay(info.date)
                  : openFor({ start: info.date, end: new Date(info.date.getTime() + SLOT_MS) })
              }
              select={(info: DateSelectInfo) =>
                info.allDay ? pickDay(info.start) : openFor({ start: info.start, end: info.end })
              }
              eventClick={eventClicked}
              eventDrop={eventMoved}
              eventResize={eventMoved}
            />
          ) : (
            grid
          )}
        </Suspense>
      </div>
      {pickedDay ? (
        <div ref={freeTimesRef}>
          <FreeTimes
            day={pickedDay}
            zoneName={zoneName}
            refreshes={freeTimesAsked}
            onPick={(start) => setDraft({ start, end: new Date(start.getTime() + SLOT_MS) })}
          />
        </div>
      ) : null}
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

/** The weekdays that have office hours on the visitor's clock. */
function businessDaysOf(hours: { daysOfWeek: number[] }[]): Set<number> {
  return new Set(hours.flatMap((range) => range.daysOfWeek));
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
