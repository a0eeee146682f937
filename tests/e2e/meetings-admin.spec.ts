import { join } from "node:path";
import SQLite from "better-sqlite3";
import type { Page } from "@playwright/test";
import { expect, test } from "#tests/e2e/fixtures.ts";
import { openDatabase } from "#db/database.ts";
import { addTestUser } from "#tests/setup/team.ts";
import { logIn } from "#tests/e2e/admin-helpers.ts";
import { queryDatabase, testClientIp } from "#tests/e2e/form-helpers.ts";
import { expectNoAxeViolations } from "#tests/e2e/page-helpers.ts";
import { relayInboundMail } from "#tests/e2e/inbound-token.ts";

// Each test runs axe over a whole page, some several times: slow on a busy machine.
test.slow();

/**
 * A consultation a day or two ahead (or `hoursAgo` in the past), straight into the e2e server's
 * database; answers its id.
 */
function seedMeeting(name: string, status = "active", hoursAgo?: number): string {
  const id = crypto.randomUUID();
  const start =
    hoursAgo === undefined
      ? new Date(Date.now() + 86_400_000 + Math.floor(Math.random() * 1_440) * 60_000)
      : new Date(Date.now() - hoursAgo * 3_600_000);
  const connection = new SQLite(join(process.env.E2E_DATA_DIR!, "site.db"), { timeout: 5_000 });
  try {
    connection
      .prepare(
        "insert into meetings (id, owner_token_hash, title, description, name, email, start_at, end_at, status, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      )
      .run(
        id,
        "0".repeat(64),
        "Free consultation",
        "Local search for our clinic.",
        name,
        "clinic@example.in",
        start.toISOString(),
        new Date(start.getTime() + 30 * 60_000).toISOString(),
        status,
        new Date().toISOString(),
        new Date().toISOString(),
      );
  } finally {
    connection.close();
  }
  return id;
}

test("the Meetings tab, with scheduled, past and cancelled meetings, passes axe in each calendar view", async ({
  page,
}) => {
  // Three full axe runs over a page with a calendar and many cards: minutes on a busy machine.
  test.setTimeout(240_000);
  seedMeeting("Axe Scheduled");
  seedMeeting("Axe Cancelled", "cancelled");
  seedMeeting("Axe Took Place", "done", 3);
  await logIn(page);
  await page.goto("/admin?tab=meetings");
  await expect(page.getByRole("heading", { name: /^Upcoming \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Past \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Mark (Read|Unread)$/ })).toHaveCount(0);
  const calendar = page.getByRole("region", { name: "Calendar" });
  await expect(calendar.getByRole("tab", { name: "Month view" })).toBeVisible();
  await expectNoAxeViolations(page);
  for (const view of ["Week view", "List view"]) {
    await calendar.getByRole("tab", { name: view }).click();
    await expect(calendar.getByRole("tab", { name: view })).toHaveAttribute("aria-selected", "true");
    await expectNoAxeViolations(page);
  }
});

test("an owner adds a day off at /admin/meetings by keyboard, the calendar API shows it closed, and removes it", async ({
  page,
  request,
}) => {
  await logIn(page);
  await page.goto("/admin/meetings");
  await expect(page.getByRole("heading", { level: 1, name: "Meetings setup" })).toBeVisible();
  await expectNoAxeViolations(page);
  // Far enough ahead that no other test books on it.
  const date = new Date(Date.now() + (80 + Math.floor(Math.random() * 8)) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  await page.getByLabel("Date", { exact: true }).fill(date);
  await page.getByLabel(/^Note/).fill("Holi");
  await page.getByLabel(/^Note/).press("Enter");
  await expect(page.getByRole("status")).toContainText(`${date} is now a day off.`);
  const days = page.getByRole("listitem").filter({ hasText: "Holi" });
  await expect(days).toHaveCount(1);

  const start = new Date(`${date}T00:00:00+05:30`);
  const shown = await request.get(
    `/api/meetings/closed-days?start=${start.toISOString()}&end=${new Date(start.getTime() + 86_400_000).toISOString()}`,
  );
  expect(await shown.json()).toEqual([expect.objectContaining({ date, note: "Holi" })]);
  await expectNoAxeViolations(page);

  await days.getByRole("button", { name: /^Remove/ }).click();
  await expect(page.getByRole("status")).toContainText(`${date} is open for bookings again.`);
  await expect(page.getByRole("listitem").filter({ hasText: "Holi" })).toHaveCount(0);
});

test("each person makes and revokes their private calendar feed", async ({ page, request }) => {
  await logIn(page);
  await page.goto("/admin/meetings");
  await page.getByRole("button", { name: /^Make (my feed|a new address)$/ }).click();
  const address = page.getByLabel("Feed address (shown this once)");
  await expect(address).toHaveValue(/\/api\/admin\/meetings\.ics\?token=[\w-]{43}$/);
  const url = new URL(await address.inputValue());
  const feed = await request.get(`${url.pathname}${url.search}`);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Revoke my feed" }).click();
  await expect(page.getByRole("status")).toContainText("revoked");
  expect((await request.get(`${url.pathname}${url.search}`)).status()).toBe(404);
});

test("long after signing in, making a feed asks for the password first, even without JavaScript", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    // An address of its own, so its wrong password counts toward no other test's sign-in throttle.
    extraHTTPHeaders: { "x-forwarded-for": testClientIp() },
  });
  const page = await context.newPage();
  const database = openDatabase(`file:${join(process.env.E2E_DATA_DIR!, "site.db")}`);
  try {
    const member = await addTestUser(database.db, { password: "Feed-Member-Password-2025" });
    await logIn(page, member);
    // As if the sign-in were 11 minutes old (no waiting).
    await database.db
      .updateTable("sessions")
      .set({ reauthenticated_at: new Date(Date.now() - 11 * 60_000).toISOString() })
      .where("user_id", "=", member.id)
      .execute();
    await page.goto("/admin/meetings");
    await page.getByLabel("Current password").fill("not my password");
    await page.getByRole("button", { name: "Make my feed" }).click();
    await expect(page.getByText("Your current password is not correct.").first()).toBeVisible();
    await expect(page.getByLabel("Feed address (shown this once)")).toHaveCount(0);

    await page.getByLabel("Current password").fill(member.password);
    await page.getByRole("button", { name: "Make my feed" }).click();
    await expect(page.getByLabel("Feed address (shown this once)")).toHaveValue(/token=[\w-]{43}$/);
    // Confirmed just now: a new address needs no password for ten minutes.
    await page.goto("/admin/meetings");
    await expect(page.getByLabel("Current password")).toHaveCount(0);
  } finally {
    await database.close();
    await context.close();
  }
});

/** The visitor's mails about a meeting (its id is in each invitation's UID), oldest first. */
function mailsAbout(id: string) {
  return queryDatabase<{ kind: string; attachments_json: string | null; text_body: string }>(
    "select kind, attachments_json, text_body from mail_outbox where attachments_json like ? order by id",
    `%${id}%`,
  );
}

test("from a meeting's page the team reschedules by keyboard, and the visitor is mailed the updated invitation", async ({
  page,
}) => {
  const name = `Reschedule Me ${Date.now()}`;
  const id = seedMeeting(name);
  await logIn(page);
  await page.goto("/admin?tab=meetings");
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/meetings/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Meeting with ${name}` })).toBeVisible();
  await expectNoAxeViolations(page);

  // Eight in the evening on the office clock, outside its hours: the team may.
  const date = new Date(Date.now() + (60 + Math.floor(Math.random() * 20)) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  await page.getByLabel("Date").fill(date);
  await page.getByLabel("Start time").fill("20:00");
  await page.getByLabel("Length").selectOption("45");
  await page.getByRole("button", { name: "Move and tell the visitor" }).press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Moved." })).toBeVisible();
  await expect(page.getByLabel("Start time")).toHaveValue("20:00");

  const [mail] = mailsAbout(id);
  expect(mail!.kind).toBe("meeting-moved-confirmation");
  expect(mail!.attachments_json).toContain("METHOD:REQUEST");
  expect(mail!.attachments_json).toContain("SEQUENCE:1");
  const start = new Date(`${date}T20:00:00+05:30`).toISOString().replace(/[-:]|\.\d{3}/g, "");
  expect(mail!.attachments_json).toContain(`DTSTART:${start}`);
});

test("on a meeting's page the team sets the link and the assignee, writes to the visitor and notes; the answer comes back", async ({
  page,
  request,
}) => {
  const id = seedMeeting(`Link Me ${Date.now()}`);
  await logIn(page);
  await page.goto(`/admin/meetings/${id}`);
  await page.getByLabel("Meeting link").fill("https://meet.jit.si/elevate-clinic-call");
  await page.getByRole("button", { name: "Save link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Link saved." })).toBeVisible();
  await expect(page.getByRole("link", { name: "https://meet.jit.si/elevate-clinic-call" })).toBeVisible();

  await page.getByLabel("Assigned to").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Save assignee" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Assigned to / })).toBeVisible();

  await page.getByLabel(/^Reply by e-mail to/).fill("We will call on the Jitsi link above.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message queued" })).toBeVisible();
  await page.getByLabel(/^Internal note/).fill("Clinic owner; wants Google Maps first.");
  await page.getByRole("button", { name: "Add note" }).click();
  const conversation = page.getByRole("region", { name: "Conversation" });
  await expect(conversation.getByText("We will call on the Jitsi link above.")).toBeVisible();
  await expect(conversation.getByText("Clinic owner; wants Google Maps first.")).toBeVisible();
  const [reply] = queryDatabase<{ kind: string; recipient: string }>(
    "select kind, recipient from mail_outbox where kind = 'meeting-reply' and text_body like ?",
    "%We will call on the Jitsi link above.%",
  );
  expect(reply).toEqual({ kind: "meeting-reply", recipient: "clinic@example.in" });

  // The visitor answers the message; the relay hands the answer over, threaded on its Message-ID.
  const [sent] = queryDatabase<{ message_id: string }>(
    "select message_id from meeting_replies where meeting_id = ?",
    id,
  );
  const answer = [
    "From: Clinic Owner <clinic@example.in>",
    "To: replies@elevatedigital.in",
    "Subject: Re: Your consultation",
    `Message-ID: <meeting-answer-${Date.now()}@example.in>`,
    `In-Reply-To: ${sent!.message_id}`,
    `References: ${sent!.message_id}`,
    "Date: Thu, 26 Nov 2026 09:30:00 +0000",
    "Content-Type: text/plain; charset=utf-8",
    "",
    "Jitsi suits us; we will join from the clinic.",
    "",
  ].join("\r\n");
  const taken = await relayInboundMail(request, answer);
  expect(taken.status()).toBe(202);
  expect(await taken.json()).toEqual({ outcome: "stored", meetingId: id });
  await page.reload();
  await expect(conversation.getByText("Jitsi suits us; we will join from the clinic.")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("on a meeting's page the team cancels with a reason, and records how a past one went", async ({
  page,
}) => {
  const upcoming = seedMeeting(`Cancel Me ${Date.now()}`);
  const past = seedMeeting("Came By", "active", 2);
  await logIn(page);
  await page.goto(`/admin/meetings/${upcoming}`);
  await page.getByLabel("Status").selectOption("cancelled");
  await page.getByLabel(/^Reason for cancelling/).fill("Our strategist is unwell.");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Cancelled." })).toBeVisible();
  await expect(page.getByText("This meeting is cancelled; its time is free again.")).toBeVisible();
  const [mail] = mailsAbout(upcoming);
  expect(mail!.kind).toBe("meeting-cancelled-confirmation");
  expect(mail!.attachments_json).toContain("METHOD:CANCEL");
  expect(mail!.attachments_json).toContain("SEQUENCE:1");
  expect(mail!.attachments_json).toContain("Our strategist is unwell.");

  await page.goto(`/admin/meetings/${past}`);
  await page.getByLabel("Status").selectOption("no-show");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Status set to No-show." })).toBeVisible();
  // It has ended: Scheduled is no longer offered, and the form says why, tied to the field.
  const status = page.getByLabel("Status");
  await expect(status.locator("option", { hasText: "Scheduled" })).toHaveCount(0);
  await expect(status).toHaveAccessibleDescription(/cannot be set back to Scheduled/);
  await page.goto("/admin?tab=meetings");
  await expect(page.locator(`#meeting-${past}`).getByText("No-show", { exact: true })).toBeVisible();
});

/** Saves a reply for the signed-in person through the API; its name. */
async function saveReply(page: Page, body: string): Promise<string> {
  // A long name (they may have 80 characters), which must not widen the page on a phone.
  const name = `Confirming our call, with the meeting link and what to prepare ${Date.now()}`;
  const saved = await page.request.post("/api/admin/me/saved-replies", {
    data: { name, body },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(saved.status()).toBe(201);
  return name;
}

test("a meeting's page at 360 px inserts a saved reply into the message box and passes axe", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const id = seedMeeting(`Small Screen ${Date.now()}`);
  await logIn(page);
  const name = await saveReply(page, "Here is the link for our call; it opens in any browser.");
  await page.goto(`/admin/meetings/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Small Screen");
  await page.getByLabel("Saved reply").selectOption({ label: name });
  await page.getByRole("button", { name: "Insert" }).click();
  const messageBox = page.getByLabel(/^Reply by e-mail to Small Screen/);
  await expect(messageBox).toHaveValue("Here is the link for our call; it opens in any browser.");
  await expect(messageBox).toBeFocused();
  await expect(
    page.getByRole("status").filter({ hasText: `Inserted “${name}” into the reply.` }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
});

test("a meeting's page is worked without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 800 },
    extraHTTPHeaders: { "x-forwarded-for": testClientIp() },
  });
  const page = await context.newPage();
  try {
    const id = seedMeeting(`Phone ${Date.now()}`);
    await logIn(page);
    const name = await saveReply(page, "Thank you for booking; we look forward to the call.");
    await page.goto(`/admin/meetings/${id}`);
    await page.getByLabel("Meeting link").fill("https://meet.jit.si/elevate-no-script");
    await page.getByRole("button", { name: "Save link" }).click();
    await expect(page.getByText("Link saved.")).toBeVisible();
    await expect(page.getByRole("link", { name: "https://meet.jit.si/elevate-no-script" })).toBeVisible();
    // A saved reply comes back in the message box: the picker is a GET form.
    await page.getByLabel("Saved reply").selectOption({ label: name });
    await page.getByRole("button", { name: "Insert" }).click();
    await expect(page.getByLabel(/^Reply by e-mail to Phone/)).toHaveValue(
      "Thank you for booking; we look forward to the call.",
    );
  } finally {
    await context.close();
  }
});
