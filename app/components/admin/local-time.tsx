import { useHydrated } from "#app/components/use-hydrated.ts";

/** "2025-03-12 10:04 UTC": the same on server and client, shown until the browser knows its locale. */
function utcText(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/**
 * An instant in the viewer's own locale and time zone. The server cannot know those, so it
 * renders UTC and the browser swaps in the local text after hydration (no hydration mismatch).
 */
export function LocalTime({ iso, options }: { iso: string; options?: Intl.DateTimeFormatOptions }) {
  const hydrated = useHydrated();
  const text = hydrated ? new Date(iso).toLocaleString(undefined, options) : utcText(iso);
  return <time dateTime={iso}>{text}</time>;
}
