import {
  type PointerEvent,
  type RefObject,
  startTransition,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { CalendarView } from "#app/components/meetings/calendar-views.ts";
import { startOfMonth } from "#app/components/meetings/month-days.ts";

/** What FullCalendar opens with when it takes over from the month grid. */
type Choice = { view: CalendarView; focusSelectedTab: boolean };
type Wanted = { view: CalendarView | null; focusSelectedTab: boolean };

type TakeoverOptions = {
  /** Loads FullCalendar's view (the same import its React.lazy makes). */
  load: () => Promise<unknown>;
  /** The 1st of the month the grid shows. */
  month: Date;
  /** The box holding the grid: focus inside it moves to FullCalendar's selected tab. */
  boxRef: RefObject<HTMLElement | null>;
};

/**
 * When FullCalendar takes over from the month grid (meeting-scheduler.tsx). The visitor reaches for
 * the calendar (a pointer over it, a view tab); FullCalendar's code then loads and renders in a
 * transition, and replaces the grid in place. Two things a visitor does meanwhile must not be lost:
 * - a view chosen after the load began, or after it ended while FullCalendar was still rendering
 *   (its stylesheets load first): the latest choice is what FullCalendar opens on;
 * - a press on the grid: swapping the grid between a press and its release loses the click, so the
 *   swap waits until the button is up and the click has landed on the grid.
 */
export function useFullCalendarTakeover({ load, month, boxRef }: TakeoverOptions) {
  const [takeover, setTakeover] = useState<Choice | null>(null);
  const [pressed, setPressed] = useState(false);
  const wanted = useRef<Wanted | null>(null);
  const loaded = useRef(false);
  const scheduled = useRef("");
  // The month the grid shows when FullCalendar comes (the grid, gone then, is all that moves it);
  // today when that is this month, so the week and day views open on today's.
  const date = useMemo(
    () => (month.getTime() === startOfMonth(new Date()).getTime() ? new Date() : month),
    [month],
  );

  // Released anywhere, even off the calendar; the update waits a task, so the click that follows the
  // release lands on the grid before FullCalendar replaces it.
  useEffect(() => {
    const released = () => setTimeout(() => setPressed(false));
    window.addEventListener("pointerup", released);
    window.addEventListener("pointercancel", released);
    return () => {
      window.removeEventListener("pointerup", released);
      window.removeEventListener("pointercancel", released);
    };
  }, []);

  function takeOver() {
    const chosen = wanted.current!;
    const view = chosen.view ?? "dayGridMonth";
    const focusSelectedTab = chosen.focusSelectedTab || !!boxRef.current?.contains(document.activeElement);
    // Pointer moves repeat the same wish: only a new one restarts FullCalendar's render.
    const key = `${view} ${focusSelectedTab}`;
    if (key === scheduled.current) return;
    scheduled.current = key;
    startTransition(() => setTakeover({ view, focusSelectedTab }));
  }

  /** The visitor reached for the calendar: `view` is a view they chose, null if none (a hover). */
  function reachFor(view: CalendarView | null, focusSelectedTab: boolean) {
    const before = wanted.current;
    wanted.current = {
      view: view ?? before?.view ?? null,
      focusSelectedTab: focusSelectedTab || !!before?.focusSelectedTab,
    };
    if (loaded.current) return takeOver();
    if (before) return;
    load().then(
      () => {
        loaded.current = true;
        takeOver();
      },
      // The grid goes on working; the visitor's next reach tries again.
      () => (wanted.current = null),
    );
  }

  // Held back while a press on the grid waits for its release; once shown, FullCalendar stays.
  const shown = takeover && !pressed ? { ...takeover, date } : null;
  return {
    /** The view and date FullCalendar opens on, and whether its selected tab takes focus; null for the grid. */
    takeover: shown,
    reachFor,
    /** For the box holding the calendar, while it holds the grid. */
    gridBoxProps: shown
      ? {}
      : {
          onPointerOver: () => reachFor(null, false),
          onPointerDown: (event: PointerEvent) => {
            if (event.isPrimary) setPressed(true);
          },
        },
  };
}
