import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { recordEvents } from "#app/analytics/event-store.server.ts";
import { visitSourceOf } from "#app/analytics/visit-source.ts";

/**
 * Records `count` raw pageviews on `day` as beacons would have, a third as many visitors, `spacingMs`
 * apart and ending at `now`, a thousand to a transaction; `page(n)` is the n-th one's address.
 */
export async function recordPageviews(
  db: Kysely<Database>,
  {
    day,
    now,
    count,
    spacingMs,
    page,
  }: {
    day: string;
    now: Date;
    count: number;
    spacingMs: number;
    page: (index: number) => URL;
  },
): Promise<void> {
  const visitors = Math.ceil(count / 3);
  for (let start = 0; start < count; start += 1_000) {
    const batch = Array.from({ length: Math.min(1_000, count - start) }, (_, offset) => {
      const index = start + offset;
      const url = page(index);
      return {
        visitor: `visitor-${index % visitors}`,
        day,
        at: new Date(now.getTime() - (count - index) * spacingMs),
        name: "pageview" as const,
        path: url.pathname,
        source: visitSourceOf(url, "", url.host),
      };
    });
    await db.transaction().execute((trx) => recordEvents(trx, batch));
  }
}
