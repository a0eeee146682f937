import pino from "pino";
import { beforeAll, describe, expect, test } from "vitest";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { routerContext, testServices } from "#tests/setup/router-context.ts";
import { addTestUser, sessionCookieFor } from "#tests/setup/team.ts";
import { type AuditEntry, audit } from "#app/audit/audit-log.server.ts";
import { listAuditLogApi } from "#app/team/audit-api.server.ts";
import type { AuditEntryJson } from "#app/audit/audit-json.ts";

describe.each(testDialects)("GET /api/admin/audit on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  const services = testServices(database);
  let owner: { id: number; email: string; cookie: string };
  let member: { id: number; email: string; cookie: string };
  // The rows' ids in the order they were written (rows[0] is the oldest).
  const rows: number[] = [];

  async function person(role: "owner" | "member") {
    const { id, email } = await addTestUser(database.db, { role });
    return { id, email, cookie: await sessionCookieFor(database.db, id) };
  }

  beforeAll(async () => {
    owner = await person("owner");
    member = await person("member");
    const silent = { database, logger: pino({ level: "silent" }) };
    const written: [string, Omit<AuditEntry, "ip">][] = [
      [
        "2026-03-01T09:00:00.000Z",
        { actor: owner.id, action: "admin.login", target: { kind: "session", id: "ab12" } },
      ],
      ["2026-03-01T09:05:00.000Z", { actor: member.id, action: "admin.login" }],
      [
        "2026-03-02T10:00:00.000Z",
        { actor: member.id, action: "inbox.read", target: { kind: "message", id: 5 } },
      ],
      // The same instant as the row above: the later row (higher id) comes first.
      [
        "2026-03-02T10:00:00.000Z",
        { actor: member.id, action: "inbox.delete", target: { kind: "message", id: 5 } },
      ],
      ["2026-03-03T08:00:00.000Z", { actor: null, action: "admin.login_failed" }],
      ["2026-03-04T12:00:00.000Z", { actor: owner.id, action: "personal_data.erase" }],
      [
        "2026-03-05T00:00:00.000Z",
        { actor: owner.id, action: "inbox.export", target: { kind: "messages", id: "all" } },
      ],
    ];
    for (const [time, entry] of written)
      await audit(silent, { ...entry, ip: "198.51.100.4" }, new Date(time));
    const stored = await database.db.selectFrom("audit_log").select("id").orderBy("id").execute();
    rows.push(...stored.map((row) => Number(row.id)));
  });

  async function get(query: string, cookie: string | null = owner.cookie): Promise<Response> {
    const request = new Request(`http://localhost/api/admin/audit${query ? `?${query}` : ""}`, {
      headers: cookie ? { cookie } : {},
    });
    const args = { request, context: routerContext(services), params: {}, unstable_pattern: "" } as never;
    try {
      return await listAuditLogApi(args);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }
  async function ids(query: string): Promise<number[]> {
    const response = await get(query);
    expect(response.status).toBe(200);
    return ((await response.json()) as AuditEntryJson[]).map((entry) => entry.id);
  }
  /** Positions in `rows` (0 = oldest written), for readable expectations. */
  const written = (...positions: number[]) => positions.map((position) => rows[position]!);

  test("401 without a session and 403 JSON for a member", async () => {
    const anonymous = await get("", null);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: expect.stringContaining("Log in") as unknown });
    const forMember = await get("", member.cookie);
    expect(forMember.status).toBe(403);
    expect(await forMember.json()).toEqual({ message: "Only an owner of the team can do this." });
  });

  test("every row, newest first (ties by id), with X-Total-Count, the actor's name and e-mail and the target", async () => {
    const response = await get("");
    expect(response.headers.get("x-total-count")).toBe("7");
    expect(response.headers.get("link")).toBe(
      '<http://localhost/api/admin/audit?page=1>; rel="first", <http://localhost/api/admin/audit?page=1>; rel="last"',
    );
    const entries = (await response.json()) as AuditEntryJson[];
    expect(entries.map((entry) => entry.id)).toEqual(written(6, 5, 4, 3, 2, 1, 0));
    expect(entries[3]).toEqual({
      id: rows[3],
      time: "2026-03-02T10:00:00.000Z",
      actor: { id: member.id, name: "Test member", email: member.email },
      action: "inbox.delete",
      target: { kind: "message", id: "5", label: null },
      ip: "198.51.100.4",
    });
    expect(entries[2]).toMatchObject({ action: "admin.login_failed", actor: null, target: null });
    expect(entries[0]).toMatchObject({ target: { kind: "messages", id: "all" }, actor: { id: owner.id } });
  });

  test("pages of `limit` rows, with the Link header's first, prev, next and last", async () => {
    const response = await get("limit=2&page=2");
    expect(response.headers.get("x-total-count")).toBe("7");
    expect(((await response.json()) as AuditEntryJson[]).map((entry) => entry.id)).toEqual(written(4, 3));
    const at = (page: number) => `<http://localhost/api/admin/audit?limit=2&page=${page}>`;
    expect(response.headers.get("link")).toBe(
      `${at(1)}; rel="first", ${at(1)}; rel="prev", ${at(3)}; rel="next", ${at(4)}; rel="last"`,
    );
    expect(await ids("limit=2&page=4")).toEqual(written(0));
    expect(await ids("limit=2&page=9")).toEqual([]);
  });

  test("filters by person, by action, by both, by no known person and by a range of days", async () => {
    expect(await ids(`actor=${member.id}`)).toEqual(written(3, 2, 1));
    expect(await ids("action=admin.login")).toEqual(written(1, 0));
    expect(await ids(`actor=${member.id}&action=admin.login`)).toEqual(written(1));
    expect(await ids("actor=none")).toEqual(written(4));
    expect(await ids("from=2026-03-02&to=2026-03-03")).toEqual(written(4, 3, 2));
    expect(await ids("from=2026-03-04T12:00:00Z")).toEqual(written(6, 5));
    expect(await ids("to=2026-03-01T09:00:00Z")).toEqual(written(0));
    const filtered = await get(`actor=${owner.id}&limit=1`);
    expect(filtered.headers.get("x-total-count")).toBe("3");
    // Nobody by that id: an empty list, not an error.
    const unknown = await get("actor=999999");
    expect(unknown.status).toBe(200);
    expect(unknown.headers.get("x-total-count")).toBe("0");
    expect(await unknown.json()).toEqual([]);
  });

  test("a wrong parameter answers 400 naming each one, never a 500", async () => {
    const response = await get("page=0&action=inbox.burn&actor=me&to=soon");
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(body.message).toBe("Invalid query parameters: page, actor, action, to");
    expect(Object.keys(body.errors)).toEqual(["page", "actor", "action", "to"]);
    for (const query of [
      "limit=0",
      "limit=500",
      "from=2026-13-01",
      "from=2026-03-05&to=2026-03-01",
      "actor=1.5",
    ]) {
      const refused = await get(query);
      expect(refused.status, query).toBe(400);
      expect(Object.keys(((await refused.json()) as { errors: object }).errors)).toHaveLength(1);
    }
  });
});
