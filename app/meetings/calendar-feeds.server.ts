import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";

/**
 * Each person's private calendar feed: an address with a random token that their calendar app polls.
 * Only the token's SHA-256 is kept, so the address is shown once, when it is made; making a new one
 * or revoking it stops the old address at once. Disabling a person deletes their feed (app/team/):
 * enabled again, they make a new one.
 */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** Makes (or replaces) a person's feed; answers its token, which only the address then holds. */
export async function createCalendarFeed(
  db: Kysely<Database>,
  userId: number,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("calendar_feeds")
    .values({ user_id: userId, token_hash: hashOf(token), created_at: now.toISOString() })
    .onConflict((conflict) =>
      conflict.column("user_id").doUpdateSet({ token_hash: hashOf(token), created_at: now.toISOString() }),
    )
    .execute();
  return token;
}

/** Revokes a person's feed; false when they had none. */
export async function revokeCalendarFeed(db: Kysely<Database>, userId: number): Promise<boolean> {
  const result = await db.deleteFrom("calendar_feeds").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** When a person's feed was made, or null when they have none. */
export async function calendarFeedSince(db: Kysely<Database>, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom("calendar_feeds")
    .select("created_at")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.created_at ?? null;
}

/** The id of the active person whose feed the token opens, or undefined. */
export async function findCalendarFeedOwner(
  db: Kysely<Database>,
  token: string,
): Promise<number | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const row = await db
    .selectFrom("calendar_feeds")
    .innerJoin("users", "users.id", "calendar_feeds.user_id")
    .select("users.id")
    .where("calendar_feeds.token_hash", "=", hashOf(token))
    .where("users.disabled_at", "is", null)
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

/** The feed's address, to paste into a calendar app. */
export function calendarFeedUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/api/admin/meetings.ics?token=${token}`;
}
