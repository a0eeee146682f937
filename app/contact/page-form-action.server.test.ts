import { afterAll, beforeAll, expect, test } from "vitest";
import { openScratchDatabase } from "../../tests/setup/databases.ts";
import { routerContext, testServices } from "../../tests/setup/router-context.ts";
import type { AppServices } from "../context.ts";
import { applyPageAction } from "./apply-page-action.server.ts";
import { contactPageAction } from "./contact-page-action.server.ts";

let database: Awaited<ReturnType<typeof openScratchDatabase>>;
let services: AppServices;
let clients = 0;
beforeAll(async () => {
  database = await openScratchDatabase("sqlite");
  services = testServices(database);
});
afterAll(async () => {
  await database?.drop();
});

// A browser without JavaScript posts the form URL-encoded to the page's own URL.
function post(url: string, fields: Record<string, string>, params: Record<string, string> = {}) {
  const request = new Request(url, {
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  return { request, context: routerContext(services, `192.0.2.${++clients}`), params } as never;
}

const contact = {
  user_name: "Aarav",
  user_email: "aarav@example.in",
  user_phone: "98390 12345",
  message: "Hello",
  service: "",
  website: "",
  form_token: "",
};

test("a valid post stores the message and answers ok; the service comes from the page's URL", async () => {
  const result = await contactPageAction(post("http://localhost/contact?service=google-ads", contact));
  expect(result.data).toEqual({ ok: true });
  const row = await database.db
    .selectFrom("contact_messages")
    .selectAll()
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  expect(row).toMatchObject({ user_name: "Aarav", service: "google-ads" });
});

test("an invalid post answers 400 with the errors and the values exactly as typed", async () => {
  const result = await contactPageAction(
    post("http://localhost/contact", { ...contact, user_name: "  Aarav  ", user_email: "aarav@" }),
  );
  expect(result.init?.status).toBe(400);
  expect(result.data).toEqual({
    ok: false,
    message: "Email must be a valid e-mail address, like name@example.com.",
    errors: { user_email: "Email must be a valid e-mail address, like name@example.com." },
    values: {
      user_name: "  Aarav  ",
      user_email: "aarav@",
      user_phone: "98390 12345",
      message: "Hello",
      service: "",
    },
  });
});

test("the apply page stores an application for the job in its URL", async () => {
  const result = await applyPageAction(
    post(
      "http://localhost/career/apply/2",
      { name: "Meera", email: "meera@example.in", phone: "0522 400 1234", message: "Hire me", website: "" },
      { jobId: "2" },
    ),
  );
  expect(result.data).toEqual({ ok: true });
  const row = await database.db.selectFrom("job_applications").selectAll().executeTakeFirstOrThrow();
  expect(row).toMatchObject({ job_id: "2", job_title: "React Developer", name: "Meera" });
});
