import type { Kysely } from "kysely";
import { LOGO_STRIPS, type LogoStrip, type StripLogos } from "#app/content/strip-logo.ts";
import { bumpContentVersion } from "#app/publishing/content-version.server.ts";
import type { Database } from "#db/schema.ts";

/** Both strips' logos, each in its order. */
export async function listLogos(db: Kysely<Database>): Promise<StripLogos> {
  const rows = await db
    .selectFrom("site_logos")
    .leftJoin("images", "images.id", "site_logos.image_id")
    .select([
      "site_logos.id",
      "site_logos.strip",
      "site_logos.name",
      "site_logos.art",
      "site_logos.image_id",
      "images.width",
      "images.height",
    ])
    .orderBy("site_logos.position")
    .orderBy("site_logos.id")
    .execute();
  const logos: StripLogos = { clients: [], press: [] };
  for (const row of rows) {
    if (!LOGO_STRIPS.includes(row.strip)) continue;
    logos[row.strip].push({
      id: row.id,
      name: row.name,
      art: row.art,
      image:
        row.image_id !== null && row.width !== null && row.height !== null
          ? { id: row.image_id, width: row.width, height: row.height }
          : null,
    });
  }
  return logos;
}

/** The logo's strip, or undefined when there is no logo with this id. */
export async function logoStrip(db: Kysely<Database>, id: number): Promise<LogoStrip | undefined> {
  const row = await db.selectFrom("site_logos").select("strip").where("id", "=", id).executeTakeFirst();
  return row?.strip;
}

/**
 * Puts a logo at `index` (0 is first) in its strip and numbers the strip 1, 2, 3... again, so the
 * order is always the one the editor last saw. An index past the end means last.
 */
async function placeLogo(trx: Kysely<Database>, strip: LogoStrip, id: number, index: number): Promise<void> {
  const others = await trx
    .selectFrom("site_logos")
    .select("id")
    .where("strip", "=", strip)
    .where("id", "!=", id)
    .orderBy("position")
    .orderBy("id")
    .execute();
  const order = others.map((row) => row.id);
  order.splice(Math.min(index, order.length), 0, id);
  for (const [position, logoId] of order.entries())
    await trx
      .updateTable("site_logos")
      .set({ position: position + 1 })
      .where("id", "=", logoId)
      .execute();
}

/** Adds an uploaded image to a strip, last unless `order` says where. */
export function addLogo(
  db: Kysely<Database>,
  logo: { strip: LogoStrip; name: string; imageId: number; order?: number },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("site_logos")
      .values({
        strip: logo.strip,
        name: logo.name,
        image_id: logo.imageId,
        art: null,
        position: 0,
        created_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await placeLogo(trx, logo.strip, id, logo.order ?? Number.MAX_SAFE_INTEGER);
    await bumpContentVersion(trx);
    return id;
  });
}

/** Renames a logo and/or moves it within its strip. */
export function changeLogo(
  db: Kysely<Database>,
  id: number,
  strip: LogoStrip,
  change: { name?: string; order?: number },
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    if (change.name !== undefined)
      await trx.updateTable("site_logos").set({ name: change.name }).where("id", "=", id).execute();
    if (change.order !== undefined) await placeLogo(trx, strip, id, change.order);
    await bumpContentVersion(trx);
  });
}

/** Takes a logo off its strip (its uploaded image stays, as every upload does). */
export function removeLogo(db: Kysely<Database>, id: number): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom("site_logos").where("id", "=", id).execute();
    await bumpContentVersion(trx);
  });
}
