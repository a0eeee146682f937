import { describe, expect, test } from "vitest";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { routerContext, testServices } from "#tests/setup/router-context.ts";
import { addTestUser, sessionCookieFor } from "#tests/setup/team.ts";
import {
  changeSavedReplyApi,
  createSavedReplyApi,
  listSavedRepliesApi,
} from "#app/team/saved-replies-api.server.ts";
import { type SavedReplyJson, createSavedReply, listSavedReplies } from "#app/team/saved-replies.server.ts";

describe.each(testDialects)("saved replies on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  const services = testServices(database);

  async function person(): Promise<string> {
    const { id } = await addTestUser(database.db);
    return sessionCookieFor(database.db, id);
  }

  async function call(
    cookie: string,
    method: string,
    id?: number | string,
    body?: unknown,
  ): Promise<Response> {
    const path = `/api/admin/me/saved-replies${id === undefined ? "" : `/${id}`}`;
    const request = new Request(`http://localhost${path}`, {
      method,
      headers: { cookie, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const args = {
      request,
      context: routerContext(services),
      params: id === undefined ? {} : { id: String(id) },
      unstable_pattern: "",
    } as never;
    const handler =
      id !== undefined ? changeSavedReplyApi : method === "GET" ? listSavedRepliesApi : createSavedReplyApi;
    try {
      return await handler(args);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }
  const errorFields = async (response: Response) =>
    Object.keys(((await response.json()) as { errors?: Record<string, string> }).errors ?? {});

  test("a person saves, lists (by name), changes and deletes their own replies", async () => {
    const cookie = await person();
    const created = await call(cookie, "POST", undefined, { name: "Pricing", body: "Our plans start at..." });
    expect(created.status).toBe(201);
    const pricing = (await created.json()) as SavedReplyJson;
    expect(pricing).toMatchObject({ name: "Pricing", body: "Our plans start at..." });
    await call(cookie, "POST", undefined, { name: "availability", body: "We can meet on..." });

    const listed = (await (await call(cookie, "GET")).json()) as SavedReplyJson[];
    expect(listed.map((saved) => saved.name)).toEqual(["availability", "Pricing"]);

    const renamed = await call(cookie, "PATCH", pricing.id, { name: "Prices" });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({
      id: pricing.id,
      name: "Prices",
      body: "Our plans start at...",
    });
    const rewritten = await call(cookie, "PATCH", pricing.id, { body: "New prices." });
    expect(await rewritten.json()).toMatchObject({ name: "Prices", body: "New prices." });

    expect((await call(cookie, "DELETE", pricing.id)).status).toBe(204);
    expect((await call(cookie, "DELETE", pricing.id)).status).toBe(404);
    const left = (await (await call(cookie, "GET")).json()) as SavedReplyJson[];
    expect(left.map((saved) => saved.name)).toEqual(["availability"]);
  });

  test("another person's saved reply is a 404 for every change, and never listed", async () => {
    const owner = await person();
    const other = await person();
    const saved = (await (
      await call(owner, "POST", undefined, { name: "Mine", body: "Private words." })
    ).json()) as SavedReplyJson;
    expect((await call(other, "PATCH", saved.id, { name: "Taken" })).status).toBe(404);
    expect((await call(other, "DELETE", saved.id)).status).toBe(404);
    expect((await call(other, "DELETE", "not-a-number")).status).toBe(404);
    expect(await (await call(other, "GET")).json()).toEqual([]);
    const still = (await (await call(owner, "GET")).json()) as SavedReplyJson[];
    expect(still).toMatchObject([{ name: "Mine", body: "Private words." }]);
  });

  test("name must be 1-80 characters on one line and body 1-20,000 characters; 400 names the field", async () => {
    const cookie = await person();
    const cases: Array<[unknown, string[]]> = [
      [{ name: "", body: "x" }, ["name"]],
      [{ name: "x".repeat(81), body: "x" }, ["name"]],
      [{ name: "Two\nlines", body: "x" }, ["name"]],
      [{ name: "Fine", body: "" }, ["body"]],
      [{ name: "Fine", body: "x".repeat(20_001) }, ["body"]],
      [{}, ["name", "body"]],
    ];
    for (const [body, fields] of cases) {
      const response = await call(cookie, "POST", undefined, body);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(await errorFields(response)).toEqual(fields);
    }
    const saved = (await (
      await call(cookie, "POST", undefined, { name: "x".repeat(80), body: "x".repeat(20_000) })
    ).json()) as SavedReplyJson;
    expect(saved.id).toBeGreaterThan(0);
    const empty = await call(cookie, "PATCH", saved.id, {});
    expect(empty.status).toBe(400);
    expect(await errorFields(empty)).toEqual(["name"]);
    expect(await errorFields(await call(cookie, "PATCH", saved.id, { body: " " }))).toEqual(["body"]);
  });

  test("a second reply of the same name is a 409 naming name", async () => {
    const cookie = await person();
    const first = (await (
      await call(cookie, "POST", undefined, { name: "Thanks", body: "a" })
    ).json()) as SavedReplyJson;
    const again = await call(cookie, "POST", undefined, { name: "Thanks", body: "b" });
    expect(again.status).toBe(409);
    expect(await errorFields(again)).toEqual(["name"]);
    const other = (await (
      await call(cookie, "POST", undefined, { name: "Other", body: "c" })
    ).json()) as SavedReplyJson;
    expect((await call(cookie, "PATCH", other.id, { name: "Thanks" })).status).toBe(409);
    // Renaming a reply to its own name is no clash.
    expect((await call(cookie, "PATCH", first.id, { name: "Thanks", body: "d" })).status).toBe(200);
    // Another person may use the same name.
    expect((await call(await person(), "POST", undefined, { name: "Thanks", body: "e" })).status).toBe(201);
  });

  test("a person keeps at most 20; the 21st is a 409 until one is deleted", async () => {
    const cookie = await person();
    const ids: number[] = [];
    for (let index = 1; index <= 20; index++) {
      const response = await call(cookie, "POST", undefined, { name: `Reply ${index}`, body: "text" });
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as SavedReplyJson).id);
    }
    expect((await call(cookie, "POST", undefined, { name: "Reply 21", body: "text" })).status).toBe(409);
    await call(cookie, "DELETE", ids[0]);
    expect((await call(cookie, "POST", undefined, { name: "Reply 21", body: "text" })).status).toBe(201);
  });

  test("saves made at once still stop at 20", async () => {
    const { id } = await addTestUser(database.db);
    const save = (index: number) =>
      createSavedReply(database.db, id, { name: `Reply ${index}`, body: "text" });
    for (let index = 1; index <= 18; index++) await save(index);
    const results = await Promise.all([19, 20, 21, 22, 23].map(save));
    expect(results.filter((result) => result === "limit")).toHaveLength(3);
    expect(await listSavedReplies(database.db, id)).toHaveLength(20);
  });

  test("without a session the API answers 401", async () => {
    expect((await call("admin_session=nope", "GET")).status).toBe(401);
  });
});
