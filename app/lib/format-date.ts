/** The months' English names, January first: written out so server and browser print the same. */
export const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "12 March 2025" for an ISO calendar date ("2025-03-12"). Done by hand rather than with Intl so
 * the server's HTML and the browser's hydration always print the same text.
 */
export function formatCalendarDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? monthNames[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`Not an ISO calendar date: ${isoDate}`);
  return `${Number(match[3])} ${month} ${match[1]}`;
}

/** "7 Sep" for an ISO calendar date ("2026-09-07"): a week's label on a narrow chart. */
export function formatDayMonth(isoDate: string): string {
  const [day, month] = formatCalendarDate(isoDate).split(" ");
  return `${day} ${month!.slice(0, 3)}`;
}
