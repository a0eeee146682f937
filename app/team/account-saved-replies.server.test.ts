import { describe, expect, test } from "vitest";
import { TEST_SITE_URL, callAdminApi } from "#tests/setup/admin-api.ts";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { signedInPerson } from "#tests/setup/leads.ts";
import { testServices } from "#tests/setup/router-context.ts";
import { listSavedReplies } from "#app/team/saved-replies.server.ts";
import { accountPageAction, accountPageLoader } from "#app/team/account-page.server.ts";

// The account page's saved-reply forms: plain POSTs that work without JavaScript, through the same
// checks and audit rows as the JSON API.
describe.each(testDialects)("saved replies on /admin/account on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  const services = testServices(database, { SITE_URL: TEST_SITE_URL });

  /** Posts one of the page's forms; what the action answered with `data()`: its status and body. */
  async function post(cookie: string, form: Record<string, string>) {
    const answer = (await callAdminApi(services, accountPageAction as never, {
      cookie,
      method: "POST",
      path: "/admin/account",
      body: new URLSearchParams(form).toString(),
      contentType: "application/x-www-form-urlencoded",
    })) as unknown as { data: Record<string, unknown>; init: { status?: number } | null };
    return { status: answer.init?.status ?? 200, ...answer.data };
  }

  test("a person adds, changes and deletes their own saved replies, each audited", async () => {
    const person = await signedInPerson(database.db, services, "member", "Meera Saxena");
    const added = await post(person.cookie, {
      intent: "saved-reply-create",
      name: "First answer",
      body: "Thank you for writing to us.\nWe will call you today.",
    });
    expect(added).toMatchObject({
      status: 200,
      ok: true,
      message: "Saved reply \u201cFirst answer\u201d added.",
    });
    const [saved] = await listSavedReplies(database.db, person.id);
    expect(saved).toMatchObject({
      name: "First answer",
      body: "Thank you for writing to us.\nWe will call you today.",
    });

    const page = (await callAdminApi(services, accountPageLoader as never, {
      cookie: person.cookie,
      path: "/admin/account",
    })) as unknown as { savedReplies: unknown[]; savedRepliesMax: number };
    expect(page.savedReplies).toEqual([saved]);
    expect(page.savedRepliesMax).toBe(20);

    const changed = await post(person.cookie, {
      intent: "saved-reply-update",
      savedReplyId: String(saved!.id),
      name: "First answer",
      body: "Thank you. We will call you within one working day.",
    });
    expect(changed).toMatchObject({ status: 200, ok: true, savedReplyId: saved!.id });
    expect((await listSavedReplies(database.db, person.id))[0]!.body).toBe(
      "Thank you. We will call you within one working day.",
    );

    const deleted = await post(person.cookie, {
      intent: "saved-reply-delete",
      savedReplyId: String(saved!.id),
    });
    expect(deleted).toMatchObject({ status: 200, ok: true, message: "The saved reply was deleted." });
    expect(await listSavedReplies(database.db, person.id)).toEqual([]);

    const actions = await database.db
      .selectFrom("audit_log")
      .select("action")
      .where("actor_user_id", "=", person.id)
      .orderBy("id")
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      "saved_reply.create",
      "saved_reply.update",
      "saved_reply.delete",
    ]);
  });

  test("a refused form names its field and gives back what was typed; another person's reply is not found", async () => {
    const person = await signedInPerson(database.db, services, "member", "Arjun Tandon");
    const other = await signedInPerson(database.db, services, "owner", "Kiran Bajpai");
    const empty = await post(person.cookie, {
      intent: "saved-reply-create",
      name: "Price list",
      body: "   ",
    });
    expect(empty).toMatchObject({
      status: 400,
      ok: false,
      errors: { body: expect.any(String) },
      values: { name: "Price list", body: "   " },
    });
    const twoLines = await post(person.cookie, { intent: "saved-reply-create", name: "A\nB", body: "Hello" });
    expect(twoLines).toMatchObject({ status: 400, errors: { name: expect.stringMatching(/one line/) } });

    await post(person.cookie, { intent: "saved-reply-create", name: "Price list", body: "Our prices..." });
    const again = await post(person.cookie, {
      intent: "saved-reply-create",
      name: "Price list",
      body: "Other",
    });
    expect(again).toMatchObject({
      status: 409,
      errors: { name: "You already have a saved reply with this name." },
    });

    const [mine] = await listSavedReplies(database.db, person.id);
    const forms: Array<Record<string, string>> = [
      { intent: "saved-reply-update", savedReplyId: String(mine!.id), name: "Mine now", body: "Taken" },
      { intent: "saved-reply-delete", savedReplyId: String(mine!.id) },
      { intent: "saved-reply-delete", savedReplyId: "not-a-number" },
    ];
    for (const form of forms)
      expect(await post(other.cookie, form)).toMatchObject({ status: 404, ok: false });
    expect((await listSavedReplies(database.db, person.id))[0]).toEqual(mine);
  });
});
