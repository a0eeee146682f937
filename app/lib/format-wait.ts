import { DAY_MS, HOUR_MS, MINUTE_MS } from "#app/lib/time-units.ts";

/** A wait as people say it: "45 minutes", "5.5 hours" (under two days), "3.2 days". */
export function formatWait(ms: number): string {
  const unit = (value: number, name: string) => `${value} ${name}${value === 1 ? "" : "s"}`;
  if (ms < HOUR_MS) return unit(Math.max(0, Math.round(ms / MINUTE_MS)), "minute");
  // One decimal while it still tells something: 5.5 hours, but 30 hours rather than 30.2.
  const round = (value: number) => (value < 10 ? Math.round(value * 10) / 10 : Math.round(value));
  if (ms < 2 * DAY_MS) return unit(round(ms / HOUR_MS), "hour");
  return unit(round(ms / DAY_MS), "day");
}
