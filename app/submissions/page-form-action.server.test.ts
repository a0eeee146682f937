import { expect, test } from "vitest";
import { scratchDatabaseForThisBlock } from "#tests/setup/databases.ts";
import { routerContext, testServices } from "#tests/setup/router-context.ts";
import { applyPageAction } from "#app/submissions/apply-page-action.server.ts";
import { contactPageAction } from "#app/submissions/contact-page-action.server.ts";
import { checkFormToken, issueFormToken } from "#app/submissions/form-token.server.ts";

const database = scratchDatabaseForThisBlock("sqlite");
const services = testServices(database);
let clients = 0;

// A browser without JavaScript posts the form URL-encoded to the page's own URL.
function post(url: string, fields: Record<string, string>, params: Record<string, string> = {}) {
  const request = new Request(url, {
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  return { request, context: routerContext(services, `192.0.2.${++clients}`), params } as never;
}

// What the visitor typed, as an answer that asks again gives it back (without the honeypot).
const typed = {
  user_name: "Aarav",
  user_email: "aarav@example.in",
  user_phone: "98390 12345",
  message: "Hello",
  service: "",
};
const contact = { ...typed, website: "" };

// The token a served form carries, issued when a person opened the page a while ago.
const servedToken = (ageMs = 5_000) => issueFormToken(database.db, Date.now() - ageMs);

const countMessages = async () =>
  Number(
    (
      await database.db
        .selectFrom("contact_messages")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

test("a valid post stores the message and answers ok; the service comes from the page's URL", async () => {
  const result = await contactPageAction(
    post("http://localhost/contact?service=google-ads", { ...contact, form_token: await servedToken() }),
  );
  expect(result.data).toEqual({ ok: true });
  const row = await database.db
    .selectFrom("contact_messages")
    .selectAll()
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  expect(row).toMatchObject({ user_name: "Aarav", service: "google-ads" });
});

test("an invalid post answers 400 with the errors, the values exactly as typed and its own token", async () => {
  const token = await servedToken();
  const result = await contactPageAction(
    post("http://localhost/contact", {
      ...contact,
      user_name: "  Aarav  ",
      user_email: "aarav@",
      form_token: token,
    }),
  );
  expect(result.init?.status).toBe(400);
  expect(result.data).toEqual({
    ok: false,
    message: "Email must be a valid e-mail address, like name@example.com.",
    errors: { user_email: "Email must be a valid e-mail address, like name@example.com." },
    values: { ...typed, user_name: "  Aarav  ", user_email: "aarav@" },
    // Sent back as it came, so a quick correction is still timed from when the page was served.
    token,
  });
});

test("a post sooner than the minimum fill time stores nothing: it comes back as typed, to check and send again", async () => {
  const before = await countMessages();
  const token = await servedToken(500);
  const result = await contactPageAction(post("http://localhost/contact", { ...contact, form_token: token }));
  expect(result.init?.status).toBe(400);
  expect(result.data).toEqual({
    ok: false,
    message: "This form was not sent yet. Please check and send again.",
    errors: {},
    values: typed,
    // Still timed from when the page was served: sent again a moment later, it is a person's.
    token,
  });
  expect(await countMessages()).toBe(before);
});

test.each([
  ["an empty token", async () => ({ form_token: "" })],
  ["no token", async () => ({})],
  ["a token older than a day", async () => ({ form_token: await servedToken(25 * 60 * 60 * 1000) })],
])("a post with %s is asked to send again, as typed and with a new token", async (_case, tokenField) => {
  const before = await countMessages();
  const sent = { ...contact, ...(await tokenField()) };
  const result = await contactPageAction(post("http://localhost/contact", sent));
  expect(result.init?.status).toBe(400);
  expect(result.data).toEqual({
    ok: false,
    message: "This form was out of date, so it was not sent yet. Please send it again.",
    errors: {},
    values: typed,
    token: expect.any(String),
  });
  expect(await countMessages()).toBe(before);
  // The new token is timed from this answer: sent again at once it is too fast, after a while it is good.
  const { token } = result.data as { token: string };
  expect(await checkFormToken(database.db, token)).toBe("too-fast");
  expect(await checkFormToken(database.db, token, Date.now() + 3_000)).toBe("valid");
});

test("the apply page stores an application for the job in its URL", async () => {
  const result = await applyPageAction(
    post(
      "http://localhost/career/apply/2",
      {
        name: "Meera",
        email: "meera@example.in",
        phone: "0522 400 1234",
        message: "Hire me",
        website: "",
        form_token: await servedToken(),
      },
      { jobId: "2" },
    ),
  );
  expect(result.data).toEqual({ ok: true });
  const row = await database.db.selectFrom("job_applications").selectAll().executeTakeFirstOrThrow();
  expect(row).toMatchObject({ job_id: 2, job_title: "React Developer", name: "Meera" });
});

test("the apply page asks a post without a token to send again and stores nothing", async () => {
  const result = await applyPageAction(
    post(
      "http://localhost/career/apply/2",
      { name: "Ravi", email: "ravi@example.in", phone: "0522 400 1234", message: "Hire me", website: "" },
      { jobId: "2" },
    ),
  );
  expect(result.init?.status).toBe(400);
  expect(result.data).toMatchObject({ ok: false, values: { name: "Ravi" }, token: expect.any(String) });
  const rows = await database.db
    .selectFrom("job_applications")
    .select("name")
    .where("name", "=", "Ravi")
    .execute();
  expect(rows).toEqual([]);
});
