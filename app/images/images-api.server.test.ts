import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { routerContext, testServices } from "#tests/setup/router-context.ts";
import { pngBomb } from "#tests/setup/png-bomb.ts";
import { signedInToken } from "#tests/setup/team.ts";
import { uploadImageApi } from "#app/images/images-api.server.ts";
import { mediaFileLoader } from "#app/images/media-files.server.ts";

const SITE = "http://localhost:3000";

/** A phone photo as uploaded: its EXIF names the camera and the owner and holds a GPS position. */
function phonePhoto(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#1d4ed8" } })
    .withExif({
      IFD0: { Make: "PhoneMaker", Artist: "Meera Tiwari" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "26/1 50/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "80/1 56/1 0/1",
      },
    })
    .jpeg()
    .toBuffer();
}

describe.each(testDialects)("image uploads on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  const services = testServices(database, { SITE_URL: SITE });
  let member: string;

  beforeAll(async () => {
    member = `admin_session=${await signedInToken(database.db, "member")}`;
  });

  type Upload = { file?: Uint8Array; name?: string; alt?: string; cookie?: string; origin?: string };

  /** POST /api/admin/images as the editor sends it; a thrown Response (401, 403) is the answer too. */
  async function upload({ file, name = "photo.jpg", alt, cookie = member, origin = SITE }: Upload) {
    const form = new FormData();
    // The declared type is a lie for most files below: it must not matter.
    if (file) form.set("file", new Blob([file as Uint8Array<ArrayBuffer>], { type: "image/jpeg" }), name);
    if (alt !== undefined) form.set("alt", alt);
    // Encoded up front, as a browser sends it: a FormData body's own stream errors when the reader
    // stops early (413), which is what the server does.
    const encoded = new Response(form);
    const request = new Request(`${SITE}/api/admin/images`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: origin, "Content-Type": encoded.headers.get("content-type")! },
      body: await encoded.arrayBuffer(),
    });
    const args = { request, params: {}, context: routerContext(services), unstable_pattern: "" } as never;
    try {
      return await uploadImageApi(args);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  function media(path: string, headers: Record<string, string> = {}) {
    const [, , id, file] = path.split("/");
    const request = new Request(`${SITE}${path}`, { headers });
    const args = { request, params: { id, file }, context: routerContext(services), unstable_pattern: "" };
    return mediaFileLoader(args as never);
  }

  test("a photo is stored as WebP and AVIF at three widths, without its EXIF or GPS position", async () => {
    const response = await upload({
      file: await phonePhoto(2400, 1600),
      alt: "  Our office on\nHazratganj ",
    });
    expect(response.status).toBe(201);
    const { id, url } = await response.json();
    expect(url).toBe(`/media/${id}/960.webp`);

    const image = await database.db.selectFrom("images").selectAll().where("id", "=", id).executeTakeFirst();
    expect(image).toMatchObject({ alt: "Our office on Hazratganj", width: 2400, height: 1600 });
    const variants = await database.db
      .selectFrom("image_variants")
      .select(["width", "format", "content"])
      .where("image_id", "=", id)
      .orderBy("format")
      .orderBy("width")
      .execute();
    expect(variants.map((variant) => `${variant.width}.${variant.format}`)).toEqual([
      "480.avif",
      "960.avif",
      "1600.avif",
      "480.webp",
      "960.webp",
      "1600.webp",
    ]);
    for (const variant of variants) {
      const metadata = await sharp(variant.content).metadata();
      expect(metadata.format).toBe(variant.format === "avif" ? "heif" : "webp");
      expect(metadata.mediaType ?? "image/webp").toBe(`image/${variant.format}`);
      expect([metadata.width, metadata.height]).toEqual([variant.width, Math.round((variant.width * 2) / 3)]);
      expect(metadata.exif).toBeUndefined();
      expect(Buffer.from(variant.content).includes(Buffer.from("PhoneMaker"))).toBe(false);
    }

    const actions = await database.db
      .selectFrom("audit_log")
      .select(["action", "target_kind", "target_id"])
      .where("action", "=", "image.upload")
      .execute();
    expect(actions).toContainEqual({ action: "image.upload", target_kind: "image", target_id: String(id) });
  });

  test("a stored variant is served with its type, cached for good, and 304 when asked again", async () => {
    const { id } = await (await upload({ file: await phonePhoto(1200, 900), alt: "A shop front" })).json();
    for (const format of ["webp", "avif"] as const) {
      const response = await media(`/media/${id}/960.${format}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(`image/${format}`);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(response.headers.get("content-length")).toBe(String(bytes.length));
      expect((await sharp(bytes).metadata()).width).toBe(960);

      const etag = response.headers.get("etag")!;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await media(`/media/${id}/960.${format}`, { "If-None-Match": etag });
      expect(again.status).toBe(304);
    }
    expect((await media(`/media/${id}/1200.webp`)).status).toBe(200);
  });

  test("an address that names no stored variant is 404", async () => {
    const { id } = await (await upload({ file: await phonePhoto(300, 200), alt: "A small logo" })).json();
    // An image narrower than 480 has its one variant under 480, at its own width.
    const small = await media(`/media/${id}/480.webp`);
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(300);
    for (const path of [
      `/media/${id}/300.webp`,
      `/media/${id}/960.webp`,
      `/media/${id}/480.png`,
      `/media/${id}/480.jpg`,
      `/media/${id}/480`,
      `/media/${id}/..%2F480.webp`,
      "/media/999999/480.webp",
      "/media/abc/480.webp",
      "/media/0/480.webp",
    ]) {
      const response = await media(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("cache-control"), path).toBeNull();
    }
  });

  test("a file that is not an image is 415, whatever its name; a broken one too; a bomb is 400", async () => {
    const text = new TextEncoder().encode("Meeting notes, renamed to look like a photo.");
    const notImage = await upload({ file: text, name: "holiday.jpg", alt: "Notes" });
    expect(notImage.status).toBe(415);
    expect(Object.keys((await notImage.json()).errors)).toEqual(["file"]);

    const photo = await phonePhoto(800, 600);
    const broken = await upload({ file: photo.subarray(0, 400), alt: "Half a photo" });
    expect(broken.status).toBe(415);

    const bomb = await upload({ file: pngBomb(20_000, 20_000), name: "huge.png", alt: "Too many pixels" });
    expect(bomb.status).toBe(400);
    expect(Object.keys((await bomb.json()).errors)).toEqual(["file"]);

    const json = await uploadImageApi({
      request: new Request(`${SITE}/api/admin/images`, {
        method: "POST",
        headers: { Cookie: member, Origin: SITE, "Content-Type": "application/json" },
        body: JSON.stringify({ alt: "x" }),
      }),
      params: {},
      context: routerContext(services),
    } as never);
    expect(json.status).toBe(415);
  });

  test("alt text and a file are required, and the answer names what is wrong", async () => {
    const photo = await phonePhoto(600, 400);
    for (const [sent, fields] of [
      [{ file: photo }, ["alt"]],
      [{ file: photo, alt: "   " }, ["alt"]],
      [{ file: photo, alt: "x".repeat(251) }, ["alt"]],
      [{ alt: "A photo" }, ["file"]],
      [{}, ["alt", "file"]],
      [{ file: new Uint8Array(), alt: "Nothing" }, ["file"]],
    ] as const) {
      const response = await upload(sent);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(Object.keys((await response.json()).errors).sort()).toEqual(fields);
    }
    expect((await upload({ file: photo, alt: "é".repeat(250) })).status).toBe(201);
  });

  test("a file over 10 MB is 413 naming the file", async () => {
    const response = await upload({ file: new Uint8Array(10 * 1024 * 1024 + 1), alt: "Too big" });
    expect(response.status).toBe(413);
    const body = await response.json();
    expect(body.message).toBe("The image must not exceed 10 MB.");
    expect(Object.keys(body.errors)).toEqual(["file"]);
  });

  test("only a signed-in person, from this site, may upload", async () => {
    const photo = await phonePhoto(600, 400);
    expect((await upload({ file: photo, alt: "A photo", cookie: "" })).status).toBe(401);
    expect((await upload({ file: photo, alt: "A photo", origin: "https://evil.example" })).status).toBe(403);
    const stored = await database.db
      .selectFrom("images")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("alt", "=", "A photo")
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(0);
  });
});
