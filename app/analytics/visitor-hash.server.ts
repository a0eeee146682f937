import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";

// The day's salt, held in memory once read (per database): one row a day, shared by every instance.
const cached = new WeakMap<object, { day: string; salt: string }>();

/**
 * The salt of the agency day `day`, made on first use. Making it deletes every older salt, so a
 * visitor's hash cannot be linked across days once the day is over (decision 31).
 */
export async function saltOf(db: Kysely<Database>, day: string): Promise<string> {
  const held = cached.get(db);
  if (held?.day === day) return held.salt;
  await db
    .insertInto("analytics_salts")
    .values({ day, salt: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("day").doNothing())
    .execute();
  const row = await db
    .selectFrom("analytics_salts")
    .select("salt")
    .where("day", "=", day)
    .executeTakeFirstOrThrow();
  await db.deleteFrom("analytics_salts").where("day", "<", day).execute();
  cached.set(db, { day, salt: row.salt });
  return row.salt;
}

/** A visitor for one day: hash(salt, address, user agent). Neither the address nor the agent is kept. */
export function visitorHash(salt: string, address: string, userAgent: string): string {
  return createHash("sha256").update(`${salt}\n${address}\n${userAgent}`).digest("base64url").slice(0, 32);
}
