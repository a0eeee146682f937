import type { Kysely } from "kysely";
import { bumpContentVersion } from "#app/publishing/content-version.server.ts";
import type { SiteFacts } from "#app/content/site-facts.ts";
import type { Database } from "#db/schema.ts";

/** The agency's facts as last saved (migration 0014 stores the shipped ones, so the row is always there). */
export async function readSiteFacts(db: Kysely<Database>): Promise<SiteFacts> {
  const row = await db.selectFrom("site_facts").select("facts").where("id", "=", 1).executeTakeFirstOrThrow();
  return JSON.parse(row.facts) as SiteFacts;
}

/** Saves a checked set of facts; every page that shows them follows with the content version. */
export async function saveSiteFacts(
  db: Kysely<Database>,
  facts: SiteFacts,
  { by, now = new Date() }: { by: number; now?: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("site_facts")
      .set({ facts: JSON.stringify(facts), updated_by: by, updated_at: now.toISOString() })
      .where("id", "=", 1)
      .execute();
    await bumpContentVersion(trx, now);
  });
}
