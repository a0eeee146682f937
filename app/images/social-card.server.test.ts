import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { routerContext, testServices } from "#tests/setup/router-context.ts";
import { encodeImage } from "#app/images/image-encoding.server.ts";
import { insertImage } from "#app/images/images-store.server.ts";
import { mediaFileLoader } from "#app/images/media-files.server.ts";
import { socialCardPath } from "#app/images/media-paths.ts";

/** A tall brand-blue cover, narrower than the card: it must be enlarged and cropped, not squashed. */
function tallCover(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 1600, channels: 3, background: "#1d4ed8" } })
    .png()
    .toBuffer();
}

describe.each(testDialects)("a cover's link-preview card on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  const services = testServices(database, { SITE_URL: "http://localhost:3000" });

  const get = (path: string) => {
    const [, , id, file] = path.split("/");
    const request = new Request(`http://localhost:3000${path}`);
    return mediaFileLoader({ request, params: { id, file }, context: routerContext(services) } as never);
  };

  test("is a 1200 x 630 JPEG cropped from the cover, cached for good; an unknown image has none", async () => {
    const encoded = await encodeImage(await tallCover(), "png");
    if (!encoded.ok) throw new Error("the test cover did not encode");
    const id = await insertImage(database.db, {
      alt: "Two halves",
      width: encoded.width,
      height: encoded.height,
      variants: encoded.variants,
      createdBy: null,
      now: new Date(),
    });
    const response = await get(socialCardPath(id));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toMatch(/immutable/);
    const card = sharp(new Uint8Array(await response.arrayBuffer()));
    expect(await card.metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    // The card is the cover itself (its blue), not the blog's generic card.
    const { dominant } = await card.stats();
    expect(dominant.b).toBeGreaterThan(dominant.r + 100);
    expect((await get(socialCardPath(id + 1000))).status).toBe(404);
    expect((await get(`/media/${id}/card.png`)).status).toBe(404);
  });
});
