import { afterAll, beforeAll, expect, test } from "vitest";
import { MINUTE_MS } from "#app/lib/time-units.ts";
import { issueFormToken } from "#app/submissions/form-token.server.ts";
import { type DatabaseHandle, openDatabase } from "#db/database.ts";
import { createScratchDatabase, type ScratchDatabase } from "#tests/setup/databases.ts";
import { type ServerProcess, TEST_MIN_FILL_MS, startServerProcess } from "#tests/setup/server-process.ts";

// The forms as a browser without JavaScript meets them (the production build, `npm run build` first):
// fetch the page, take its form with every field it carries, fill in the visible ones and post it,
// at once or after a person's fill time (the server's MIN_FILL_TIME_MS, small for tests). The
// fill-time check lives in the database-agnostic token, so SQLite is enough here.

let scratch: ScratchDatabase;
let server: ServerProcess;
let database: DatabaseHandle;
beforeAll(async () => {
  scratch = await createScratchDatabase("sqlite");
  // Every post here comes from 127.0.0.1: the rate limit is not what these tests are about.
  server = await startServerProcess({ DATABASE_URL: scratch.url, RATE_LIMIT_SUBMIT_PER_MINUTE: "100" });
  database = openDatabase(scratch.url);
});
afterAll(async () => {
  await database?.close();
  await server?.stop();
  await scratch?.drop();
});

const waitOutFillTime = () => new Promise((resolve) => setTimeout(resolve, TEST_MIN_FILL_MS + 50));
let sends = 0;
const uniqueEmail = (label: string) => `${label}-${++sends}-${Date.now()}@example.in`;

type ServedForm = { action: string; fields: Record<string, string>; multipart: boolean };

/** The form a page was served with: where it posts and the fields it carries, as the HTML has them. */
function formIn(html: string, pageUrl: string, label: string): ServedForm {
  const form = new RegExp(`<form\\b([^>]*aria-label="${label}"[^>]*)>([\\s\\S]*?)</form>`).exec(html);
  if (!form) throw new Error(`no form "${label}" on ${pageUrl}`);
  const [, attributes = "", body = ""] = form;
  const action = /\baction="([^"]*)"/.exec(attributes)?.[1];
  const fields: Record<string, string> = {};
  for (const [input] of body.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(input)?.[1];
    if (name && !/type="file"/.test(input))
      fields[name] = unescape(/\bvalue="([^"]*)"/.exec(input)?.[1] ?? "");
  }
  for (const [, textareaAttributes = "", text = ""] of body.matchAll(
    /<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g,
  )) {
    const name = /\bname="([^"]*)"/.exec(textareaAttributes)?.[1];
    if (name) fields[name] = unescape(text);
  }
  return {
    action: new URL(action ?? pageUrl, pageUrl).href,
    fields,
    multipart: /enctype="multipart\/form-data"/i.test(attributes),
  };
}

const unescape = (text: string) =>
  text.replace(
    /&(amp|quot|#x27|lt|gt);/g,
    (_entity, name: string) => ({ amp: "&", quot: '"', "#x27": "'", lt: "<", gt: ">" })[name] ?? "",
  );

async function fetchForm(path: string, label: string): Promise<ServedForm> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return formIn(await response.text(), `${server.url}${path}`, label);
}

/** Posts the served form with `filled` over its fields, as a browser without JavaScript would. */
async function post(form: ServedForm, filled: Record<string, string>) {
  const values = { ...form.fields, ...filled };
  let body: URLSearchParams | FormData = new URLSearchParams(values);
  if (form.multipart) {
    body = new FormData();
    for (const [name, value] of Object.entries(values)) body.set(name, value);
  }
  const response = await fetch(form.action, { method: "POST", body });
  return { status: response.status, html: await response.text() };
}

const contactFields = (email: string) => ({
  user_name: "Aarav Srivastava",
  user_email: email,
  user_phone: "+91 98390 12345",
  message: "We run two sweet shops in Aminabad.",
});
const applicationFields = (email: string) => ({
  name: "Meera Tiwari",
  email,
  phone: "0522 400 1234",
  message: "I have shipped three React storefronts.",
});

const storedMessages = async (email: string) =>
  (await database.db.selectFrom("contact_messages").select("id").where("user_email", "=", email).execute())
    .length;
const storedApplications = async (email: string) =>
  (await database.db.selectFrom("job_applications").select("id").where("email", "=", email).execute()).length;

const tokenPattern = /^[0-9a-z]+\.[\w-]{43}$/;

test("/contact is served with a signed token in its form, new for every response", async () => {
  const [first, second] = [
    await fetchForm("/contact", "Contact form"),
    await fetchForm("/contact", "Contact form"),
  ];
  expect(first.fields.form_token).toMatch(tokenPattern);
  expect(second.fields.form_token).toMatch(tokenPattern);
  expect(second.fields.form_token).not.toBe(first.fields.form_token);
  expect(first.fields.website).toBe("");

  const response = await fetch(`${server.url}/contact`);
  expect(response.headers.get("cache-control")).toBe("private, no-cache");
  expect(response.headers.has("etag")).toBe(false);
  // Filling in the token leaves the page as built: it has no inline script (the form is an island,
  // decision 16), and the CSP allows the site's own files alone.
  const html = await response.text();
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>/);
  expect(response.headers.get("content-security-policy")).toContain("script-src 'self';");
});

test("a form posted sooner than the minimum fill time is not kept: it comes back as typed, to check and send again", async () => {
  const served = await fetchForm("/contact", "Contact form");
  // A clock, not a race: the post carries a token issued (with the server's key) a minute from now,
  // so however slowly this machine sends it, the minimum fill time has not passed for it.
  const quick = {
    ...served,
    fields: { ...served.fields, form_token: await issueFormToken(database.db, Date.now() + MINUTE_MS) },
  };
  const email = uniqueEmail("quick");
  const answer = await post(quick, contactFields(email));
  expect(answer.status).toBe(400);
  expect(answer.html).toContain("Please check and send again.");
  expect(answer.html).not.toContain("Thank You!");
  expect(await storedMessages(email)).toBe(0);

  // Sent back with the token it came with, so sending it again is timed from when the page was served
  // (the last test here sends such a form again at once, and it is kept).
  const again = formIn(answer.html, `${server.url}/contact`, "Contact form");
  expect(again.fields).toMatchObject({ ...contactFields(email), form_token: quick.fields.form_token });
});

test("the home page's contact block posts to /contact, which stores a person's message", async () => {
  const served = await fetchForm("/", "Contact form");
  expect(served.action).toBe(`${server.url}/contact`);
  expect(served.fields.form_token).toMatch(tokenPattern);
  await waitOutFillTime();
  const email = uniqueEmail("home-person");
  expect((await post(served, contactFields(email))).html).toContain("Thank You!");
  expect(await storedMessages(email)).toBe(1);
});

test("the application form, reached from /career by its link, stores a person's application", async () => {
  const career = await (await fetch(`${server.url}/career`)).text();
  // Without JavaScript Apply Now is a link to the job's own, server-rendered page.
  expect(career).toMatch(/<a href="\/career\/apply\/2"[^>]*aria-label="Apply Now: React Developer"/);
  const person = await fetchForm("/career/apply/2", "Application for React Developer");
  expect(person.multipart).toBe(true);
  expect(person.fields.form_token).toMatch(tokenPattern);
  await waitOutFillTime();
  const personEmail = uniqueEmail("apply-person");
  const sent = await post(person, applicationFields(personEmail));
  expect(sent.html).toContain("Application submitted successfully!");
  expect(await storedApplications(personEmail)).toBe(1);
});

test("a form posted without its token is not kept: it comes back as typed, with a token to send it again", async () => {
  const served = await fetchForm("/contact", "Contact form");
  const email = uniqueEmail("tokenless");
  const { form_token: _dropped, ...withoutToken } = served.fields;
  for (const fields of [{ ...served.fields, form_token: "" }, withoutToken]) {
    const answer = await post({ ...served, fields }, contactFields(email));
    expect(answer.status).toBe(400);
    expect(answer.html).toContain("This form was out of date, so it was not sent yet. Please send it again.");
    expect(await storedMessages(email)).toBe(0);
  }

  // The answer is the form again, with what was typed and a new token: a person sends it once more.
  const answer = await post({ ...served, fields: withoutToken }, contactFields(email));
  const again = formIn(answer.html, `${server.url}/contact`, "Contact form");
  expect(again.fields).toMatchObject({ user_email: email, user_name: "Aarav Srivastava" });
  expect(again.fields.form_token).toMatch(tokenPattern);
  await waitOutFillTime();
  expect((await post(again, {})).html).toContain("Thank You!");
  expect(await storedMessages(email)).toBe(1);
});

test("a refused field comes back with the token the form was sent with, so a quick fix is not taken for a bot", async () => {
  const served = await fetchForm("/career/apply/3", "Application for Content Writer");
  await waitOutFillTime();
  const email = uniqueEmail("fix");
  const refused = await post(served, { ...applicationFields(email), phone: "12" });
  expect(refused.status).toBe(400);
  const again = formIn(refused.html, `${server.url}/career/apply/3`, "Application for Content Writer");
  expect(again.fields).toMatchObject({ email, phone: "12", form_token: served.fields.form_token });

  // Fixed and sent at once: still timed from when the page was first served, so it is kept.
  const sent = await post(again, { phone: "0522 400 1234" });
  expect(sent.html).toContain("Application submitted successfully!");
  expect(await storedApplications(email)).toBe(1);
});
