import { site } from "#app/content/site.ts";
import { AGENCY_ZONE } from "#app/lib/office-clock.ts";

// One locale, so the server's text and the browser's are the same (no hydration swap).
const LOCALE = "en-GB";

/**
 * An instant on the agency's clock: the admin speaks one zone (the one its day filters, CSV export
 * and mails use), so a time reads the same to every member wherever their laptop is set. A time of
 * day is followed by the zone's short name (IST); a date alone is not.
 */
export function LocalTime({ iso, options }: { iso: string; options?: Intl.DateTimeFormatOptions }) {
  const text = new Date(iso).toLocaleString(LOCALE, { ...options, timeZone: AGENCY_ZONE });
  const showsTime = !options || options.timeStyle !== undefined || options.hour !== undefined;
  const named = showsTime ? `${text} ${site.timeZone.abbreviation}` : text;
  return <time dateTime={iso}>{named}</time>;
}
