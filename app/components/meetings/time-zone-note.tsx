import { site } from "#app/content/site.ts";
import { useBrowserTimeZone } from "#app/components/meetings/use-browser-time-zone.ts";

/**
 * Which clock the booking calendar shows: the visitor's, said once when it is also the agency's. An
 * island (app/islands): the page's HTML cannot know the visitor's zone, so it names it once hydrated.
 */
export function TimeZoneNote() {
  const zoneName = useBrowserTimeZone();
  return (
    // Its own line, two lines high on a phone: the longer text after hydration must not push the
    // calendar down (CLS 0, issue 20). A box of its own also gives the island something to observe.
    <span className="block min-h-12 sm:min-h-6">{zoneNoteText(zoneName)}</span>
  );
}

function zoneNoteText(zoneName: string | null): string {
  if (!zoneName) return "Times are shown in your own time zone.";
  if (zoneName === site.timeZone.id) return "Times are shown in your time zone, which is ours too.";
  return `Times are shown in your time zone (${zoneName}).`;
}
