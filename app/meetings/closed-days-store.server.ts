import type { Kysely, Selectable } from "kysely";
import type { ClosedDayTable, Database } from "#db/schema.ts";
import { formatLongDay } from "#app/lib/office-clock.ts";

/** A day off as the API and the pages show it. */
export type ClosedDay = { date: string; note: string };

type Db = Pick<Kysely<Database>, "selectFrom" | "insertInto" | "deleteFrom">;

function closedDayJson(row: Pick<Selectable<ClosedDayTable>, "date" | "note">): ClosedDay {
  return { date: row.date, note: row.note };
}

/** Days off from `from` to `to` (inclusive, YYYY-MM-DD), earliest first. */
export async function listClosedDays(
  db: Db,
  { from, to }: { from: string; to: string },
): Promise<ClosedDay[]> {
  const rows = await db
    .selectFrom("closed_days")
    .select(["date", "note"])
    .where("date", ">=", from)
    .where("date", "<=", to)
    .orderBy("date")
    .limit(1_000)
    .execute();
  return rows.map(closedDayJson);
}

/** Adds a day off; false when that day is already one (the first note stays). */
export async function addClosedDay(
  db: Db,
  { date, note, by, now }: { date: string; note: string; by: number | null; now: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto("closed_days")
    .values({ date, note, created_by: by, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column("date").doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Removes a day off; false when it was not one. */
export async function removeClosedDay(db: Db, date: string): Promise<boolean> {
  const deleted = await db.deleteFrom("closed_days").where("date", "=", date).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

/** What a visitor reads when the day they chose is a day off. */
export function closedDayMessage(day: ClosedDay): string {
  return `We are closed on ${formatLongDay(day.date)}${day.note ? ` (${day.note})` : ""}. Please choose another day.`;
}
