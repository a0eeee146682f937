import type { KeyboardEvent } from "react";
import { type CalendarView, calendarViews, viewTabText } from "#app/components/meetings/calendar-views.ts";

export type CalendarToolbarProps = {
  /** The prefix of the ids the toolbar and its tab panel share (React's useId). */
  id: string;
  view: CalendarView;
  /** "November 2026", "29 Nov – 5 Dec 2026" or "Monday 30 November 2026": the panel's name. */
  title: string;
  /** Whether today is in what is shown (then "Today" has nothing to do). */
  showsToday: boolean;
  onStep: (step: -1 | 1) => void;
  onToday: () => void;
  onViewChange: (view: CalendarView) => void;
};

/** The ids the toolbar gives its title and tabs, for the tab panel's labels. */
export const toolbarIds = (id: string) => ({
  title: `${id}title`,
  panel: `${id}view`,
  tab: (view: CalendarView) => `${id}${view}-tab`,
});

const unitOf: Record<CalendarView, string> = {
  dayGridMonth: "Month",
  timeGridWeek: "Week",
  timeGridDay: "Day",
};

/**
 * The booking calendar's toolbar: previous, next and today, the title, and the Month/Week/Day
 * switcher as an ARIA tab list (arrow keys, Home and End move and choose; one tab in the Tab order).
 */
export function CalendarToolbar({ id, view, title, showsToday, ...props }: CalendarToolbarProps) {
  const ids = toolbarIds(id);
  const unit = unitOf[view];
  const moveBetweenTabs = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = calendarViews.indexOf(view);
    const last = calendarViews.length - 1;
    const target = {
      ArrowRight: calendarViews[at === last ? 0 : at + 1],
      ArrowLeft: calendarViews[at === 0 ? last : at - 1],
      Home: calendarViews[0],
      End: calendarViews[last],
    }[event.key];
    if (!target) return;
    event.preventDefault();
    props.onViewChange(target);
    // The chosen tab is drawn selected in this same render; focus follows it once it is.
    requestAnimationFrame(() => document.getElementById(ids.tab(target))?.focus());
  };

  return (
    <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-3">
        <div className="inline-flex">
          <button
            type="button"
            aria-label={`Previous ${unit}`}
            onClick={() => props.onStep(-1)}
            className={`${toolbarButton} w-10 rounded-l`}
          >
            <Chevron direction="left" />
          </button>
          <button
            type="button"
            aria-label={`Next ${unit}`}
            onClick={() => props.onStep(1)}
            className={`${toolbarButton} w-10 rounded-r border-l border-navy-950/40`}
          >
            <Chevron direction="right" />
          </button>
        </div>
        <button
          type="button"
          aria-label={`Today (this ${unit})`}
          disabled={showsToday}
          onClick={props.onToday}
          className={`${toolbarButton} rounded px-3 disabled:opacity-65`}
        >
          Today
        </button>
      </div>
      <h2 id={ids.title} className="font-sans text-2xl font-bold text-ink">
        {title}
      </h2>
      <div role="tablist" aria-label="Change view" className="inline-flex">
        {calendarViews.map((each, index) => (
          <button
            key={each}
            id={ids.tab(each)}
            type="button"
            role="tab"
            aria-selected={each === view}
            aria-controls={ids.panel}
            aria-label={`${viewTabText[each]} view`}
            tabIndex={each === view ? 0 : -1}
            onClick={() => props.onViewChange(each)}
            onKeyDown={moveBetweenTabs}
            className={`${toolbarButton} px-3 aria-selected:bg-navy-950 ${index === 0 ? "rounded-l" : ""} ${index === calendarViews.length - 1 ? "rounded-r" : ""}`}
          >
            {viewTabText[each]}
          </button>
        ))}
      </div>
    </div>
  );
}

const toolbarButton =
  "inline-flex h-9 items-center justify-center bg-navy-800 px-2.5 text-sm text-white hover:bg-navy-950 focus-visible:relative";

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={direction === "left" ? "m15 18-6-6 6-6" : "m9 18 6-6-6-6"} />
    </svg>
  );
}
