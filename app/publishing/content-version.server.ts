import { type Kysely, sql } from "kysely";
import type { Database } from "#db/schema.ts";

/**
 * Moves the public content's version on, inside the transaction that changed the content: every
 * instance polls the version (`readContentVersion`) and renders its pages again when it moved, so a
 * change shows on all of them within seconds, and a change rolled back moves nothing.
 */
export async function bumpContentVersion(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db
    .updateTable("content_version")
    .set({ version: sql`version + 1`, changed_at: now.toISOString() })
    .where("id", "=", 1)
    .execute();
}

/** The public content's current version. */
export async function readContentVersion(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom("content_version").select("version").where("id", "=", 1).executeTakeFirst();
  return row?.version ?? 0;
}
