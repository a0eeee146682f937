import { type CalendarEntryJson, isBusySlot } from "#app/meetings/meeting-json.ts";

/** An entry's (a booking's, a day off's) start and end as instants. */
export function entryTimes(entry: { start: string; end: string }): { start: Date; end: Date } {
  return { start: new Date(entry.start), end: new Date(entry.end) };
}

/** "9:30a": a meeting's start as the month grid writes it beside its title. */
export function clockTime(date: Date): string {
  const hours = date.getHours() % 12 || 12;
  const minutes = date.getMinutes();
  return `${hours}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""}${date.getHours() < 12 ? "a" : "p"}`;
}

/** The key React and the tests tell an entry by: a busy slot has no id. */
export function entryKey(entry: CalendarEntryJson): string {
  return `${entry.start}-${isBusySlot(entry) ? "busy" : entry.id}`;
}
