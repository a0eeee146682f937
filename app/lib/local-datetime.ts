/**
 * Conversions between instants and the value of an `<input type="datetime-local">`, which is a
 * wall-clock time without a zone: the browser's own, which the booking calendar shows and the post
 * editor schedules in. Date's local methods answer for it; the agency's clock is office-clock.ts.
 */

/** "2030-01-08T10:30" for the instant, in the browser's zone. */
export function toLocalInputValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant a datetime-local value names in the browser's zone; null when empty or malformed. */
export function fromLocalInputValue(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(year, month - 1, day, hour, minute, second);
  // Reject values the Date constructor silently rolled over, such as 31 February.
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** Midnight at the start of the local day that holds the instant, and the next midnight. */
export function localDayOf(date: Date): { start: Date; end: Date } {
  const start = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  return { start, end: new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1) };
}
