import pino from "pino";
import { beforeAll, describe, expect, test } from "vitest";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { routerContext, testServices } from "#tests/setup/router-context.ts";
import { addTestUser, sessionCookieFor } from "#tests/setup/team.ts";
import { audit } from "#app/audit/audit-log.server.ts";
import { type AuditPageData, auditPageLoader } from "#app/team/audit-page.server.ts";

describe.each(testDialects)("/admin/audit on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  const services = testServices(database, { AUDIT_RETENTION_DAYS: "400" });
  const cookies = { owner: "", member: "" };
  let memberId = 0;

  beforeAll(async () => {
    for (const role of ["owner", "member"] as const) {
      const { id } = await addTestUser(database.db, { role });
      cookies[role] = await sessionCookieFor(database.db, id);
      if (role === "member") memberId = id;
    }
    const silent = { database, logger: pino({ level: "silent" }) };
    // 60 rows: more than one page of 50.
    for (let minute = 0; minute < 60; minute++) {
      const action = minute % 2 ? "inbox.read" : "inbox.unread";
      const at = new Date(Date.UTC(2026, 2, 1, 9, minute));
      await audit(
        silent,
        { actor: memberId, action, target: { kind: "message", id: minute }, ip: "198.51.100.4" },
        at,
      );
    }
  });

  async function load(query: string, cookie: string): Promise<AuditPageData | Response> {
    const request = new Request(`http://localhost/admin/audit?${query}`, { headers: { cookie } });
    try {
      return await auditPageLoader({ request, context: routerContext(services) });
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  test("a member gets 403, and nobody signed in goes to /login, asking to come back", async () => {
    expect(((await load("", cookies.member)) as Response).status).toBe(403);
    const anonymous = (await load("", "")) as Response;
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/login?next=%2Fadmin%2Faudit");
  });

  test("an owner sees 50 rows a page, the team for the person filter and the retention period", async () => {
    const first = (await load("", cookies.owner)) as AuditPageData;
    expect(first).toMatchObject({
      total: 60,
      page: 1,
      pageCount: 2,
      first: 1,
      retentionDays: 400,
      ignored: [],
    });
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]).toMatchObject({ time: "2026-03-01T09:59:00.000Z", target: { id: "59" } });
    expect(first.people.map((person) => person.name).sort()).toEqual(["Test member", "Test owner"]);
    const second = (await load("page=2", cookies.owner)) as AuditPageData;
    expect(second).toMatchObject({ page: 2, first: 51 });
    expect(second.entries.map((entry) => entry.target?.id)).toEqual([
      "9",
      "8",
      "7",
      "6",
      "5",
      "4",
      "3",
      "2",
      "1",
      "0",
    ]);
  });

  test("the URL's filters apply and fill the form; unreadable ones are left out and named", async () => {
    const filtered = (await load(
      `actor=${memberId}&action=inbox.read&to=2026-03-01`,
      cookies.owner,
    )) as AuditPageData;
    expect(filtered.total).toBe(30);
    expect(filtered.values).toEqual({
      actor: String(memberId),
      action: "inbox.read",
      from: "",
      to: "2026-03-01",
    });
    const bad = (await load("action=inbox.burn&from=soon&page=0", cookies.owner)) as AuditPageData;
    expect(bad).toMatchObject({ total: 60, page: 1, ignored: ["page", "action", "from"] });
    expect(bad.values).toEqual({ actor: "", action: "", from: "", to: "" });
  });
});
