import { useSyncExternalStore } from "react";
import { currentTimeZoneName } from "#app/meetings/time-zone-name.ts";

const noSubscription = () => () => {};
let browserTimeZone: string | undefined;
type TemporalGlobal = { Temporal?: { Now: { timeZoneId(): string } } };
// Read once: React asks for the snapshot several times. Temporal answers without Intl, whose first
// use loads ICU data (a long task on a phone); the calendar's loader has a worker do that instead.
// Browsers may report a legacy alias (Asia/Calcutta): the page uses the current name throughout.
const readTimeZone = () =>
  (browserTimeZone ??= currentTimeZoneName(
    (globalThis as TemporalGlobal).Temporal?.Now.timeZoneId() ??
      Intl.DateTimeFormat().resolvedOptions().timeZone,
  ));

/**
 * The visitor's IANA time zone; null on the server and while hydrating (the page's HTML names none),
 * the browser's own zone from the render after.
 */
export function useBrowserTimeZone(): string | null {
  return useSyncExternalStore(noSubscription, readTimeZone, () => null);
}
