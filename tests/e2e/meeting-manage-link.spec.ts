import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "#tests/e2e/fixtures.ts";
import { queryDatabase, testClientIp, uniqueEmail } from "#tests/e2e/form-helpers.ts";
import { expectNoAxeViolations, holdPageScripts } from "#tests/e2e/page-helpers.ts";
import { DAY_MS } from "#app/lib/time-units.ts";

// Each test runs axe over a whole page, some several times: slow on a busy machine.
test.slow();

/**
 * A random half hour within the office's hours (09:00 to 16:30 IST; IST is UTC+05:30 all year) on a
 * weekday 40 to 61 days ahead, so parallel tests seldom pick the same time.
 */
function randomOfficeSlot(): Date {
  for (;;) {
    const day = new Date(Date.now() + (40 + Math.floor(Math.random() * 22)) * DAY_MS);
    const [year, month, date] = [day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()];
    if ([0, 6].includes(new Date(Date.UTC(year, month, date)).getUTCDay())) continue;
    const halfHour = Math.floor(Math.random() * 16);
    return new Date(Date.UTC(year, month, date, 9, 30 * halfHour) - 330 * 60_000);
  }
}

/**
 * Books a consultation through the API (at a random time some weeks ahead, another should that one
 * be taken) and answers the private manage link its invitation mail carries.
 */
async function bookAndFindLink(request: APIRequestContext): Promise<{ path: string; email: string }> {
  const email = uniqueEmail("manage");
  let response;
  for (let attempt = 0; attempt < 5; attempt++) {
    const start = randomOfficeSlot();
    response = await request.post("/api/meetings", {
      headers: { "X-Forwarded-For": testClientIp() },
      data: {
        name: "Arjun Nair",
        email,
        start: start.toISOString(),
        end: new Date(start.getTime() + 30 * 60_000).toISOString(),
      },
    });
    if (response.status() !== 409) break;
  }
  expect(response!.status()).toBe(201);
  const [mail] = queryDatabase<{ text_body: string }>(
    "select text_body from mail_outbox where recipient = ? and kind = 'meeting-booked-confirmation'",
    email,
  );
  const link = /https?:\/\/[^/\s]+(\/meetings\/[0-9a-f-]{36}\?t=[\w-]{43})/.exec(mail!.text_body);
  expect(link, "the invitation carries the manage link").not.toBeNull();
  return { path: link![1]!, email };
}

test("a visitor cancels through the manage link on another device, by keyboard, and the link then says so", async ({
  page,
  request,
}) => {
  const { path, email } = await bookAndFindLink(request);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Your consultation" })).toBeVisible();
  await expect(page.getByText("India Standard Time").first()).toBeVisible();
  await expectNoAxeViolations(page);

  const reason = page.getByLabel("Why are you cancelling? (optional)");
  await reason.focus();
  await page.keyboard.type("A family wedding that week.");
  await page.keyboard.press("Tab");
  const cancel = page.getByRole("button", { name: "Cancel my consultation" });
  await expect(cancel).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "This consultation is cancelled" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("Your consultation is cancelled");
  const kinds = queryDatabase<{ kind: string }>(
    "select kind from mail_outbox where recipient = ? order by id",
    email,
  ).map((row) => row.kind);
  expect(kinds).toEqual(["meeting-booked-confirmation", "meeting-cancelled-confirmation"]);
  // The team hears why, from a mail whose reply goes to the visitor; the reason is kept on the meeting.
  const [toTeam] = queryDatabase<{ text_body: string }>(
    "select text_body from mail_outbox where reply_to = ? and kind = 'meeting-cancelled-notification'",
    email,
  );
  expect(toTeam!.text_body).toContain("Why the visitor cancelled:\nA family wedding that week.");
  const [stored] = queryDatabase<{ cancel_reason: string }>(
    "select cancel_reason from meetings where email = ?",
    email,
  );
  expect(stored!.cancel_reason).toBe("A family wedding that week.");

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "This consultation is cancelled" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Book a new time" })).toBeVisible();
});

test.describe("in India", () => {
  test.use({ timezoneId: "Asia/Kolkata" });

  test("a visitor moves by picking a day, then one of its free times", async ({ page, request }) => {
    const { path, email } = await bookAndFindLink(request);
    await page.goto(path);
    await expect(page.getByText("Times are in India Standard Time (Asia/Kolkata).")).toBeVisible();
    // A weekday past the days bookAndFindLink books in, and past the no-JavaScript move's day.
    const date = weekdayAhead(64);
    await page.getByLabel("New date").fill(date);
    const times = page.locator(`[data-free-times="${date}"]`);
    await expect(times.getByRole("button", { name: "09:00", exact: true })).toBeVisible();
    await expect(times.getByRole("button", { name: "16:30", exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await times.getByRole("button", { name: "11:30", exact: true }).click();
    await expect(page.getByLabel("New start time")).toHaveValue("11:30");
    await expect(page.getByRole("button", { name: "Move my consultation" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status")).toContainText("Your consultation has moved");
    const [moved] = queryDatabase<{ start_at: string }>(
      "select start_at from meetings where email = ?",
      email,
    );
    expect(new Date(moved!.start_at).toISOString()).toBe(new Date(`${date}T06:00:00Z`).toISOString());
  });

  test("a date typed before the page's script has run still lists that day's free times", async ({
    page,
    request,
  }) => {
    const { path } = await bookAndFindLink(request);
    // The page's scripts are held until the date is typed, as on a slow phone.
    const release = await holdPageScripts(page);
    await page.goto(path, { waitUntil: "commit" });
    const date = weekdayAhead(71);
    await page.getByLabel("New date").fill(date);
    await expect(page.locator("[data-free-times]")).toHaveCount(0);
    release();
    const times = page.locator(`[data-free-times="${date}"]`);
    await expect(times.getByRole("button", { name: "09:00", exact: true })).toBeVisible();
  });
});

test("a tampered link says in words that it does not work", async ({ page, request }) => {
  const { path } = await bookAndFindLink(request);
  const tampered = path.replace(/t=(.)/, (_, first: string) => `t=${first === "A" ? "B" : "A"}`);
  const response = await page.goto(tampered);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel my consultation" })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the manage link still cancels, with a reason, as a plain form", async ({ page, request }) => {
    const { path, email } = await bookAndFindLink(request);
    await page.goto(path);
    await page.getByLabel("Why are you cancelling? (optional)").fill("We found a supplier nearer home.");
    await page.getByRole("button", { name: "Cancel my consultation" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "This consultation is cancelled" }),
    ).toBeVisible();
    const [stored] = queryDatabase<{ cancel_reason: string }>(
      "select cancel_reason from meetings where email = ?",
      email,
    );
    expect(stored!.cancel_reason).toBe("We found a supplier nearer home.");
  });

  test("and moves the meeting, on the agency's clock", async ({ page, request }) => {
    const { path } = await bookAndFindLink(request);
    await page.goto(path);
    await expect(page.getByText("Times are in India Standard Time (Asia/Kolkata).")).toBeVisible();
    // Past the 40 to 61 days ahead that bookAndFindLink books in: another test's meeting once sat on the
    // old target, 60 days ahead, and the move was refused as an overlap. A weekday, within the hours.
    const date = weekdayAhead(63);
    await page.getByLabel("New date").fill(date);
    await page.getByLabel("New start time").fill("10:00");
    await page.getByRole("button", { name: "Move my consultation" }).click();
    await expect(page.getByRole("status")).toContainText("Your consultation has moved");
    await expect(page.getByLabel("New date")).toHaveValue(date);
  });
});

/** The date (YYYY-MM-DD) of the first weekday at least `days` days from now. */
function weekdayAhead(days: number): string {
  let ahead = days;
  while ([0, 6].includes(new Date(Date.now() + ahead * DAY_MS).getUTCDay())) ahead++;
  return new Date(Date.now() + ahead * DAY_MS).toISOString().slice(0, 10);
}
