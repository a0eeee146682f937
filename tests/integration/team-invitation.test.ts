import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type DatabaseHandle, openDatabase } from "#db/database.ts";
import { testDialects } from "#tests/setup/databases.ts";
import { builtServerForThisBlock } from "#tests/setup/built-server.ts";
import { OWNER_EMAIL, signInForm } from "#tests/setup/team.ts";

// The production build (`npm run build` first), over HTTP as a browser without JavaScript sends it.
const OWNER_PASSWORD = "Hazratganj-Chai-2025";
const NEW_PASSWORD = "aminabad market lanterns";

describe.each(testDialects)("team invitations over HTTP on %s", (dialect) => {
  const built = builtServerForThisBlock({ ADMIN_PASSWORD: OWNER_PASSWORD }, dialect);
  let database: DatabaseHandle;
  let ownerCookie: string;

  beforeAll(async () => {
    database = openDatabase(built.databaseUrl);
    const login = await fetch(`${built.server.url}/login`, {
      method: "POST",
      body: signInForm(OWNER_PASSWORD, OWNER_EMAIL),
      redirect: "manual",
    });
    ownerCookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
  });
  afterAll(async () => {
    await database?.close();
  });

  const send = (path: string, init: RequestInit & { cookie?: string } = {}) =>
    fetch(`${built.server.url}${path}`, {
      redirect: "manual",
      ...init,
      headers: { origin: built.server.url, ...(init.cookie ? { cookie: init.cookie } : {}), ...init.headers },
    });
  const invite = async (email: string, name: string) => {
    const response = await send("/api/admin/users", {
      method: "POST",
      cookie: ownerCookie,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, name, role: "member" }),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: number; inviteUrl: string };
  };
  const pathOf = (url: string) => new URL(url).pathname;

  test("invitation to first sign-in: the link's page, the password, 303 to /admin signed in; then the link is spent", async () => {
    const { id, inviteUrl } = await invite("kavya@example.in", "Kavya <Singh>");
    const link = pathOf(inviteUrl);
    const form = await send(link);
    expect(form.status).toBe(200);
    expect(form.headers.get("cache-control")).toBe("private, no-store");
    const html = await form.text();
    expect(html).toContain("Join the team");
    expect(html).toContain("Kavya &lt;Singh&gt;");

    const weak = await send(link, {
      method: "POST",
      body: new URLSearchParams({ password: "password1234" }),
    });
    expect(weak.status).toBe(400);
    expect(await weak.text()).toMatch(/most common passwords/);

    const accepted = await send(link, {
      method: "POST",
      body: new URLSearchParams({ password: NEW_PASSWORD, confirm: NEW_PASSWORD }),
    });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("location")).toBe("/admin");
    const cookie = accepted.headers.getSetCookie()[0]!.split(";")[0]!;
    expect((await send("/admin", { cookie })).status).toBe(200);
    expect(await (await send("/api/admin/me", { cookie })).json()).toEqual({
      id,
      email: "kavya@example.in",
      name: "Kavya <Singh>",
      role: "member",
      twoFactor: false,
    });

    const reused = await send(link, {
      method: "POST",
      body: new URLSearchParams({ password: NEW_PASSWORD }),
    });
    expect(reused.status).toBe(410);
    const again = await send(link);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain("This invitation has already been used");
    // And the person signs in with the password they chose.
    const login = await send("/login", {
      method: "POST",
      body: signInForm(NEW_PASSWORD, "kavya@example.in"),
    });
    expect(login.status).toBe(302);
  });

  test("an expired or unknown link shows a clear page, not an error", async () => {
    const { id, inviteUrl } = await invite("late.reader@example.in", "Late Reader");
    await database.db
      .updateTable("invitations")
      .set({ expires_at: new Date(Date.now() - 1_000).toISOString() })
      .where("user_id", "=", id)
      .execute();
    const expired = await send(pathOf(inviteUrl));
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain("This invitation has expired");
    for (const path of ["/invite/not-a-token", `/invite/${"A".repeat(43)}`]) {
      const unknown = await send(path);
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toContain("This invitation link does not work");
    }
  });

  test("a member is refused the team page (403, in words) and API; disabled, their next request is 401", async () => {
    const { id, inviteUrl } = await invite("member.one@example.in", "Member One");
    const accepted = await send(pathOf(inviteUrl), {
      method: "POST",
      body: new URLSearchParams({ password: NEW_PASSWORD, confirm: NEW_PASSWORD }),
    });
    const cookie = accepted.headers.getSetCookie()[0]!.split(";")[0]!;

    const page = await send("/admin/team", { cookie });
    expect(page.status).toBe(403);
    expect(await page.text()).toContain("Only owners manage the team");
    expect((await send("/api/admin/users", { cookie })).status).toBe(403);

    const disabled = await send(`/api/admin/users/${id}`, {
      method: "PATCH",
      cookie: ownerCookie,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ disabled: true }),
    });
    expect(disabled.status).toBe(200);
    expect((await send("/api/admin/me", { cookie })).status).toBe(401);
    expect((await send("/admin", { cookie })).headers.get("location")).toBe("/login");
  });

  test("a member works the inbox and exports personal data; the audit log and the erase are owners' alone", async () => {
    const { inviteUrl } = await invite("member.two@example.in", "Member Two");
    const accepted = await send(pathOf(inviteUrl), {
      method: "POST",
      body: new URLSearchParams({ password: NEW_PASSWORD, confirm: NEW_PASSWORD }),
    });
    const cookie = accepted.headers.getSetCookie()[0]!.split(";")[0]!;
    const email = encodeURIComponent("visitor@example.in");

    for (const path of ["/api/contact", "/api/applications", "/api/contact/export.csv"])
      expect((await send(path, { cookie })).status, path).toBe(200);
    expect((await send(`/api/admin/personal-data?email=${email}`, { cookie })).status).toBe(200);

    const erase = await send(`/api/admin/personal-data?email=${email}`, { method: "DELETE", cookie });
    expect(erase.status).toBe(403);
    expect((await erase.json()) as { message: string }).toHaveProperty("message");
    expect((await send("/api/admin/audit", { cookie })).status).toBe(403);
    expect((await send("/admin/audit", { cookie })).status).toBe(403);
    // The owner may do both.
    expect((await send("/api/admin/audit", { cookie: ownerCookie })).status).toBe(200);
    const ownerErase = await send(`/api/admin/personal-data?email=${email}`, {
      method: "DELETE",
      cookie: ownerCookie,
    });
    expect(ownerErase.status).toBe(200);
  });

  test("the team page's plain form invites someone without JavaScript", async () => {
    const page = await send("/admin/team", {
      method: "POST",
      cookie: ownerCookie,
      body: new URLSearchParams({
        intent: "invite",
        email: "no.js@example.in",
        name: "No Script",
        role: "member",
      }),
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Invitation sent to no.js@example.in.");
    expect(html).toMatch(/\/invite\/[\w-]{43}/);
    const duplicate = await send("/admin/team", {
      method: "POST",
      cookie: ownerCookie,
      body: new URLSearchParams({
        intent: "invite",
        email: "NO.JS@example.in",
        name: "Again",
        role: "member",
      }),
    });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.text()).toContain("This e-mail address is already on the team.");
    const mails = await database.db
      .selectFrom("mail_outbox")
      .select("recipient")
      .where("kind", "=", "team-invitation")
      .where("recipient", "=", "no.js@example.in")
      .execute();
    expect(mails).toHaveLength(1);
  });
});
