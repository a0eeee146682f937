import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { bookingConfirmation } from "#app/meetings/booking-confirmation.ts";
import { localDayOf, toLocalInputValue } from "#app/lib/local-datetime.ts";
import { type BookedMeetingJson, type CalendarEntryJson, isBusySlot } from "#app/meetings/meeting-json.ts";
import { meetingsClient } from "#app/meetings/meetings-client.ts";
import { type FirstBookings, spendFirstBookings } from "#app/components/meetings/first-bookings.ts";
import { type MeetingDraft, MeetingDialog, type Person } from "#app/components/meetings/meeting-dialog.tsx";
import { type OfficeSpanJson, businessWeekdays } from "#app/components/meetings/business-days.ts";
import { closedDayText, useClosedDays } from "#app/components/meetings/use-closed-days.ts";
import { FreeTimes } from "#app/components/meetings/free-times.tsx";
import { SchedulerCalendar } from "#app/components/meetings/scheduler-calendar.tsx";
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

type SchedulerProps = {
  zoneName: string;
  /** The office's open hours this week (business-days.ts): the month grid greys the weekdays without any. */
  officeWeek: OfficeSpanJson[];
  /** Bookings fetched alongside this component's code, for the calendar's first view. */
  firstBookings?: FirstBookings;
};

/**
 * The booking calendar with its free times and dialog. Loaded on /calendar only (React.lazy). The
 * server decides every booking; this component shows and asks.
 */
export default function MeetingScheduler({ zoneName, officeWeek, firstBookings }: SchedulerProps) {
  const [draft, setDraft] = useState<MeetingDraft | null>(null);
  const [person, setPerson] = useState<Person>({ name: "", email: "" });
  const [message, setMessage] = useState<Message | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const { load: loadClosedDays, closedDayOf } = useClosedDays();
  const businessDays = useMemo(() => businessWeekdays(officeWeek), [officeWeek]);
  const [refreshes, setRefreshes] = useState(0);
  // The day whose free times are listed (YYYY-MM-DD, the visitor's clock).
  const [pickedDay, setPickedDay] = useState<string | null>(null);
  const freeTimesRef = useRef<HTMLDivElement>(null);
  const showError = useCallback((text: string) => setMessage({ tone: "error", text }), []);
  /** The bookings in a range; none if they cannot be had, and the visitor is told. */
  const listEntries = useCallback(
    async (range: { start: Date; end: Date }) => {
      const result = await meetingsClient.list(range);
      if (result.ok) return result.body;
      showError(`We could not load the booked times: ${result.message}`);
      return [];
    },
    [showError],
  );

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

  /** Shows the bookings and free times as the server has them now. */
  const refresh = () => setRefreshes((count) => count + 1);
  const refreshWhenSeen = useEffectEvent(() => {
    if (document.visibilityState === "visible") refresh();
  });
  // A booking made in another tab shows up when the visitor comes back to this one.
  useEffect(() => {
    document.addEventListener("visibilitychange", refreshWhenSeen);
    return () => document.removeEventListener("visibilitychange", refreshWhenSeen);
  }, []);

  /** A day chosen on the month grid: its free times are listed below it, or why it has none. */
  function pickDay(date: Date) {
    const closed = closedDayOf(localDayOf(date));
    if (closed) setMessage({ tone: "info", text: closedDayText(closed), reveal: true });
    setPickedDay(toLocalInputValue(date).slice(0, 10));
  }

  const openAt = (start: Date) => setDraft({ start, end: new Date(start.getTime() + SLOT_MS) });

  /** The dialog, on the first time the server calls free (the notice, days off and bookings applied). */
  async function bookATime() {
    const now = new Date();
    const dayKey = (offset: number) =>
      toLocalInputValue(new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset)).slice(0, 10);
    const range = { from: dayKey(0), to: dayKey(BOOK_A_TIME_SEARCH_DAYS - 1), zone: zoneName };
    const result = await meetingsClient.availability(range);
    if (!result.ok) return showError(`We could not find a free time: ${result.message}`);
    const first = result.body.days.flatMap((day) => day.times)[0];
    if (!first) {
      return setMessage({
        tone: "info",
        text: `We have no free time in the next ${BOOK_A_TIME_SEARCH_DAYS} days. Please pick a later day on the calendar.`,
      });
    }
    openAt(new Date(first));
  }

  function saved(meeting: BookedMeetingJson) {
    setDraft(null);
    setPerson({ name: meeting.name, email: meeting.email });
    refresh();
    setMessage({
      tone: "success",
      text: bookingConfirmation(meeting, when(new Date(meeting.start))),
      reveal: true,
    });
  }

  /** Someone else's booking says so; the visitor's own is cancelled once they confirm. */
  async function entryClicked(entry: CalendarEntryJson) {
    if (isBusySlot(entry)) {
      setMessage({
        tone: "info",
        text: "That time is already booked by someone else. Please choose another time.",
      });
      return;
    }
    if (!window.confirm(`Delete meeting "${entry.title}"?`)) return;
    const result = await meetingsClient.remove(entry.id);
    if (!result.ok) return showError(`The meeting was not deleted: ${result.message}`);
    refresh();
    setMessage({
      tone: "success",
      text: `Your call "${entry.title}" is cancelled. You are welcome to book another time whenever it suits you.`,
    });
  }

  return (
    <div className="meeting-scheduler grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="max-w-2xl text-sm text-muted">
          Pick a day on the calendar to see its free times, or press &ldquo;Book a time&rdquo; and we&apos;ll
          suggest the next free slot. The week and day views show every free time at once. Times other people
          have booked show as &ldquo;Busy&rdquo;. Plans changed? Click your call to cancel it, or use the link
          in your confirmation e-mail to choose another time.
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
      <SchedulerCalendar
        zoneName={zoneName}
        businessDays={businessDays}
        refreshes={refreshes}
        firstBookings={firstBookings}
        listEntries={listEntries}
        loadClosedDays={loadClosedDays}
        onDayClick={pickDay}
        onFreeTime={openAt}
        onEntryClick={(entry) => void entryClicked(entry)}
        onError={showError}
      />
      {pickedDay ? (
        <div ref={freeTimesRef}>
          <FreeTimes day={pickedDay} zoneName={zoneName} refreshes={refreshes} onPick={openAt} />
        </div>
      ) : null}
      <MeetingDialog
        draft={draft}
        person={person}
        zoneName={zoneName}
        onClose={() => setDraft(null)}
        onSaved={saved}
      />
    </div>
  );
}
