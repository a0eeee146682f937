import { beforeAll, describe, expect, test } from "vitest";
import { TEST_SITE_URL, callAdminApi } from "#tests/setup/admin-api.ts";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { testServices } from "#tests/setup/router-context.ts";
import { signedInToken } from "#tests/setup/team.ts";
import { readContentVersion } from "#app/publishing/content-version.server.ts";
import { getSiteFactsApi, putSiteFactsApi } from "#app/site-facts/site-facts-api.server.ts";
import { currentSiteFacts } from "#app/site-facts/site-facts-memory.server.ts";
import { shippedSiteFacts } from "#db/migrations/0014-shipped-content.ts";

describe.each(testDialects)("the site facts API on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  const services = testServices(database, { SITE_URL: TEST_SITE_URL });
  let member: string;

  beforeAll(async () => {
    member = `admin_session=${await signedInToken(database.db, "member")}`;
  });

  const put = (body: unknown, cookie = member) =>
    callAdminApi(services, putSiteFactsApi, { cookie, method: "PUT", path: "/api/admin/site-facts", body });

  test("a fresh install has the facts the site shipped with", async () => {
    const response = await callAdminApi(services, getSiteFactsApi, {
      cookie: member,
      path: "/api/admin/site-facts",
    });
    expect(await response.json()).toEqual(shippedSiteFacts);
  });

  test("a saved set is stored, held in memory at once and moves the content version", async () => {
    const before = await readContentVersion(database.db);
    const facts = { ...shippedSiteFacts, phone: "+91 522 400 1234" };
    const response = await put(facts);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(facts);
    expect(currentSiteFacts().phone).toBe("+91 522 400 1234");
    expect(await readContentVersion(database.db)).toBe(before + 1);
    const audit = await database.db
      .selectFrom("audit_log")
      .select("action")
      .where("action", "=", "site_facts.update")
      .execute();
    expect(audit).toHaveLength(1);
  });

  test("a bad field is named by its path and nothing is stored", async () => {
    const response = await put({
      ...shippedSiteFacts,
      address: { ...shippedSiteFacts.address, postalCode: "" },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ "address.postalCode": "PIN code is required." });
    expect(currentSiteFacts().address.postalCode).toBe(shippedSiteFacts.address.postalCode);
  });

  test("signed out is 401 and a GET-only method is refused", async () => {
    expect((await put(shippedSiteFacts, "")).status).toBe(401);
    const post = await callAdminApi(services, putSiteFactsApi, {
      cookie: member,
      method: "POST",
      path: "/api/admin/site-facts",
      body: shippedSiteFacts,
    });
    expect(post.status).toBe(405);
  });
});
