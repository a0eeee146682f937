import { describe, expect, test } from "vitest";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { routerContext, testServices } from "#tests/setup/router-context.ts";
import { signedInToken } from "#tests/setup/team.ts";
import { requireAdmin } from "#app/auth/require-admin.server.ts";
import { welcomePageAction, welcomePageLoader } from "#app/team/welcome-page.server.ts";

const SITE_URL = "http://agency.example";

describe.each(testDialects)("a person's name asked at their first sign-in, on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  const services = testServices(database, { SITE_URL });

  /** A signed-in person whose name is `name`; returns their cookie and id. */
  async function personNamed(name: string) {
    const token = await signedInToken(database.db, "owner");
    const session = await database.db
      .selectFrom("sessions")
      .select("user_id")
      .orderBy("created_at", "desc")
      .orderBy("user_id", "desc")
      .executeTakeFirstOrThrow();
    const id = Number(session.user_id);
    await database.db.updateTable("users").set({ name }).where("id", "=", id).execute();
    return { cookie: `admin_session=${token}`, id };
  }

  async function run(
    handler: (args: never) => unknown,
    cookie: string,
    path: string,
    form?: Record<string, string>,
  ) {
    const request = new Request(`${SITE_URL}${path}`, {
      method: form ? "POST" : "GET",
      headers: { cookie, origin: SITE_URL, "user-agent": "Vitest" },
      body: form ? new URLSearchParams(form) : undefined,
    });
    const args = { request, params: {}, context: routerContext(services), unstable_pattern: "" } as never;
    try {
      const value = (await handler(args)) as { data: Record<string, unknown>; init?: { status?: number } };
      return { status: value.init?.status ?? 200, data: value.data, location: null };
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown;
      return { status: thrown.status, data: undefined, location: thrown.headers.get("location") };
    }
  }

  const nameOf = async (id: number) =>
    (await database.db.selectFrom("users").select("name").where("id", "=", id).executeTakeFirstOrThrow())
      .name;

  test("an admin page sends the placeholder 'Owner' (or an empty name) to the welcome screen, keeping the way back", async () => {
    for (const name of ["Owner", ""]) {
      const { cookie } = await personNamed(name);
      const page = await run((args) => requireAdmin(args), cookie, "/admin/messages/5?tab=notes");
      expect(page.status, name).toBe(302);
      expect(page.location).toBe(`/admin/welcome?next=${encodeURIComponent("/admin/messages/5?tab=notes")}`);
      // The dashboard itself needs no way back.
      const home = await run((args) => requireAdmin(args), cookie, "/admin");
      expect(home.location).toBe("/admin/welcome");
    }
  });

  test("a person with a name goes straight in, and the welcome screen passes them on", async () => {
    const { cookie } = await personNamed("Meera Iyer");
    const page = await run((args) => requireAdmin(args), cookie, "/admin/messages/5");
    expect(page.status).toBe(200);
    const welcome = await run(welcomePageLoader, cookie, "/admin/welcome?next=%2Fadmin%2Fmeetings");
    expect(welcome).toMatchObject({ status: 302, location: "/admin/meetings" });
  });

  test("the welcome screen refuses no name and the placeholder, then saves the name and goes where the person was going", async () => {
    const { cookie, id } = await personNamed("Owner");
    const shown = await run(welcomePageLoader, cookie, "/admin/welcome?next=%2Fadmin%2Fmessages%2F5");
    expect(shown).toMatchObject({ status: 200, data: { next: "/admin/messages/5" } });

    for (const typed of ["", "   ", "Owner"]) {
      const refused = await run(welcomePageAction, cookie, "/admin/welcome", {
        name: typed,
        next: "/admin/messages/5",
      });
      expect(refused.status, typed).toBe(400);
      expect(refused.data).toMatchObject({ error: expect.any(String) as unknown, name: typed });
    }
    expect(await nameOf(id)).toBe("Owner");

    const saved = await run(welcomePageAction, cookie, "/admin/welcome", {
      name: "  Kavya Srivastava ",
      next: "/admin/messages/5",
    });
    expect(saved).toMatchObject({ status: 302, location: "/admin/messages/5" });
    expect(await nameOf(id)).toBe("Kavya Srivastava");
    const audit = await database.db
      .selectFrom("audit_log")
      .select("action")
      .where("target_id", "=", String(id))
      .execute();
    expect(audit).toEqual([{ action: "account.name_change" }]);
    // Admin pages open now.
    expect((await run((args) => requireAdmin(args), cookie, "/admin")).status).toBe(200);
  });

  test("the way on is a path in the admin only: anything else goes to /admin", async () => {
    const { cookie } = await personNamed("Owner");
    const saved = await run(welcomePageAction, cookie, "/admin/welcome", {
      name: "Ishaan Verma",
      next: "//evil.example/x",
    });
    expect(saved).toMatchObject({ status: 302, location: "/admin" });
  });
});
