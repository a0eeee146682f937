/** The booking calendar's views, in the order of their tabs. */
export const calendarViews = ["dayGridMonth", "timeGridWeek", "timeGridDay"] as const;

export type CalendarView = (typeof calendarViews)[number];

/** Each view's tab text; its accessible name adds " view" (FullCalendar's "Month view"). */
export const viewTabText: Record<CalendarView, string> = {
  dayGridMonth: "Month",
  timeGridWeek: "Week",
  timeGridDay: "Day",
};
