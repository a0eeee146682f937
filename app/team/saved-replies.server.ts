import { type Kysely, type Selectable, sql } from "kysely";
import { isSqlite } from "#db/dialect.ts";
import type { Database, SavedReplyTable } from "#db/schema.ts";

/** How many saved replies one person may keep: a short list to pick from, not an archive. */
export const SAVED_REPLIES_MAX = 20;
export const SAVED_REPLY_NAME_MAX = 80;

/** A saved reply as the API shows it. */
export type SavedReplyJson = { id: number; name: string; body: string; createdAt: string; updatedAt: string };

export type SavedReplyInput = { name: string; body: string };

/** Why a saved reply could not be stored: the person has the most allowed, or one of that name. */
export type SavedReplyRefusal = "limit" | "duplicate-name";

function toJson(row: Selectable<SavedReplyTable>): SavedReplyJson {
  return {
    id: Number(row.id),
    name: row.name,
    body: row.body,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** One person's saved replies, by name (case-insensitive), as a picker lists them. */
export async function listSavedReplies(db: Kysely<Database>, userId: number): Promise<SavedReplyJson[]> {
  const rows = await db
    .selectFrom("saved_replies")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy(sql`lower(name)`)
    .orderBy("id")
    .execute();
  return rows.map(toJson);
}

/** A saved reply as a reply box offers it: what to insert, under its name. */
export type SavedReplyChoice = Pick<SavedReplyJson, "id" | "name" | "body">;

/** The person's saved replies for a reply box's picker (a lead's page, a meeting's). */
export async function savedReplyChoices(db: Kysely<Database>, userId: number): Promise<SavedReplyChoice[]> {
  return (await listSavedReplies(db, userId)).map(({ id, name, body }) => ({ id, name, body }));
}

async function nameTaken(db: Kysely<Database>, userId: number, name: string, exceptId?: number) {
  let query = db
    .selectFrom("saved_replies")
    .select("id")
    .where("user_id", "=", userId)
    .where("name", "=", name);
  if (exceptId !== undefined) query = query.where("id", "<>", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

// PostgreSQL: one person's saves and renames take turns on their user row, so two at once cannot
// both pass the count or the name check (SQLite runs one write transaction at a time anyway).
async function lockPerson(trx: Kysely<Database>, userId: number): Promise<void> {
  if (!isSqlite(trx))
    await trx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().execute();
}

/** Saves a new reply for the person, unless they already keep SAVED_REPLIES_MAX or one of that name. */
export async function createSavedReply(
  db: Kysely<Database>,
  userId: number,
  input: SavedReplyInput,
  now = new Date(),
): Promise<SavedReplyJson | SavedReplyRefusal> {
  return db.transaction().execute(async (trx) => {
    await lockPerson(trx, userId);
    const { count } = await trx
      .selectFrom("saved_replies")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= SAVED_REPLIES_MAX) return "limit";
    if (await nameTaken(trx, userId, input.name)) return "duplicate-name";
    const at = now.toISOString();
    const row = await trx
      .insertInto("saved_replies")
      .values({ user_id: userId, name: input.name, body: input.body, created_at: at, updated_at: at })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toJson(row);
  });
}

/**
 * Changes the name and/or body of one of the person's own saved replies. Undefined when they have
 * none with this id (another person's included).
 */
export async function updateSavedReply(
  db: Kysely<Database>,
  userId: number,
  id: number,
  change: Partial<SavedReplyInput>,
  now = new Date(),
): Promise<SavedReplyJson | "duplicate-name" | undefined> {
  return db.transaction().execute(async (trx) => {
    await lockPerson(trx, userId);
    if (change.name !== undefined && (await nameTaken(trx, userId, change.name, id))) {
      const own = await trx
        .selectFrom("saved_replies")
        .select("id")
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return own ? "duplicate-name" : undefined;
    }
    const row = await trx
      .updateTable("saved_replies")
      .set({ ...change, updated_at: now.toISOString() })
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .returningAll()
      .executeTakeFirst();
    return row && toJson(row);
  });
}

/** Deletes one of the person's own saved replies; false when they have none with this id. */
export async function deleteSavedReply(db: Kysely<Database>, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom("saved_replies")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
