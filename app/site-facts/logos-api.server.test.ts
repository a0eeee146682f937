import { beforeAll, describe, expect, test } from "vitest";
import { TEST_SITE_URL, callAdminApi } from "#tests/setup/admin-api.ts";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { testServices } from "#tests/setup/router-context.ts";
import { signedInToken } from "#tests/setup/team.ts";
import { clientLogos } from "#app/components/art/client-logos.tsx";
import { pressLogos } from "#app/components/art/press-logos.tsx";
import type { StripLogos } from "#app/content/strip-logo.ts";
import { insertImage } from "#app/images/images-store.server.ts";
import { readContentVersion } from "#app/publishing/content-version.server.ts";
import { addLogoApi, changeLogoApi, listLogosApi } from "#app/site-facts/logos-api.server.ts";
import { shippedLogos } from "#db/migrations/0014-shipped-content.ts";

test("every logo the site shipped with has its art in the code, under its name", () => {
  expect(shippedLogos.clients).toEqual(clientLogos.map((logo) => logo.name));
  expect(shippedLogos.press).toEqual(pressLogos.map((logo) => logo.name));
});

describe.each(testDialects)("the logo strips API on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  const services = testServices(database, { SITE_URL: TEST_SITE_URL });
  let member: string;
  let imageId: number;

  beforeAll(async () => {
    member = `admin_session=${await signedInToken(database.db, "member")}`;
    imageId = await insertImage(database.db, {
      alt: "Kanpur Leather Co.",
      width: 300,
      height: 120,
      variants: [{ key: 480, format: "webp", content: new Uint8Array([1, 2, 3]) }],
      createdBy: 1,
      now: new Date(),
    });
  });

  const list = async () =>
    (await (
      await callAdminApi(services, listLogosApi, { cookie: member, path: "/api/admin/logos" })
    ).json()) as StripLogos;
  const call = (handler: typeof addLogoApi, method: string, path: string, body?: unknown, id?: number) =>
    callAdminApi(services, handler, {
      cookie: member,
      method,
      path,
      body,
      params: id === undefined ? {} : { id: String(id) },
    });

  test("a fresh install has the shipped strips, drawn in the code", async () => {
    const logos = await list();
    expect(logos.clients.map((logo) => logo.name)).toEqual(shippedLogos.clients);
    expect(logos.press.every((logo) => logo.art === logo.name && logo.image === null)).toBe(true);
  });

  test("an uploaded logo is added last, moved first, renamed and removed, each a new content version", async () => {
    const version = await readContentVersion(database.db);
    const added = await call(addLogoApi, "POST", "/api/admin/logos", {
      strip: "clients",
      name: "Kanpur Leather Co.",
      imageId,
    });
    expect(added.status).toBe(201);
    const { id } = (await added.json()) as { id: number };
    expect((await list()).clients.at(-1)).toEqual({
      id,
      name: "Kanpur Leather Co.",
      art: null,
      image: { id: imageId, width: 300, height: 120 },
    });
    expect(await readContentVersion(database.db)).toBe(version + 1);

    expect((await call(changeLogoApi, "PATCH", `/api/admin/logos/${id}`, { order: 0 }, id)).status).toBe(204);
    const moved = (await list()).clients;
    expect(moved[0]?.id).toBe(id);
    expect(moved.slice(1).map((logo) => logo.name)).toEqual(shippedLogos.clients);

    await call(changeLogoApi, "PATCH", `/api/admin/logos/${id}`, { name: "Kanpur Leather" }, id);
    expect((await list()).clients[0]?.name).toBe("Kanpur Leather");

    expect((await call(changeLogoApi, "DELETE", `/api/admin/logos/${id}`, undefined, id)).status).toBe(204);
    expect((await list()).clients.map((logo) => logo.name)).toEqual(shippedLogos.clients);
    expect((await call(changeLogoApi, "DELETE", `/api/admin/logos/${id}`, undefined, id)).status).toBe(404);
  });

  test("bad fields are named", async () => {
    const bad = await call(addLogoApi, "POST", "/api/admin/logos", {
      strip: "sponsors",
      name: "",
      imageId: "x",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { errors: object }).errors).sort()).toEqual([
      "imageId",
      "name",
      "strip",
    ]);
    const noImage = await call(addLogoApi, "POST", "/api/admin/logos", {
      strip: "press",
      name: "Awadh Times",
      imageId: 999_999,
    });
    expect(((await noImage.json()) as { errors: object }).errors).toEqual({
      imageId: "There is no uploaded image with this id.",
    });
    const first = (await list()).press[0]!;
    const nothing = await call(changeLogoApi, "PATCH", `/api/admin/logos/${first.id}`, {}, first.id);
    expect(nothing.status).toBe(400);
  });
});
