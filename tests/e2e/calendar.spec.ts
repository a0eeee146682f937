import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "#tests/e2e/fixtures.ts";
import { axeViolations, expectNoAxeViolations } from "#tests/e2e/page-helpers.ts";

// The visitor sits in London while the agency works on India Standard Time: the calendar must show
// the visitor's own clock and translate the agency's 09:00-17:00 IST into it.
const ZONE = "Europe/London";
test.use({ timezoneId: ZONE });

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const weekdayFormat = new Intl.DateTimeFormat("en-GB", { timeZone: ZONE, weekday: "short" });
const inputFormat = new Intl.DateTimeFormat("sv-SE", {
  timeZone: ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/**
 * Weekdays (London dates, YYYY-MM-DD) from five days ahead: each test books on its own day, so
 * tests running in parallel never collide, and the dates move with the clock.
 */
const weekdays: string[] = [];
for (let offset = 5; weekdays.length < 9; offset++) {
  const date = new Date(Date.now() + offset * 24 * 60 * 60_000);
  if (!["Sat", "Sun"].includes(weekdayFormat.format(date))) weekdays.push(dayFormat.format(date));
}

/** The instant that is `hour`:`minute` IST on a date (IST is UTC+05:30 all year). */
function istTime(day: string, hour: number, minute = 0): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date, hour, minute) - 330 * 60_000);
}

const clockFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The free times listed for a day on the calendar (after a click on the day). */
const freeTimes = (page: Page, day: string) => page.locator(`[data-free-times="${day}"]`);

/** The button that books a free time: named by the time on the visitor's clock ("03:30"). */
const freeTime = (page: Page, day: string, instant: Date) =>
  freeTimes(page, day).getByRole("button", { name: clockFormat.format(instant), exact: true });

/** How a datetime-local field shows an instant in the visitor's zone. */
function inputValue(instant: Date): string {
  return inputFormat.format(instant).replace(" ", "T");
}

async function bookViaApi(request: APIRequestContext, day: string, title: string, hour = 11) {
  const start = istTime(day, hour);
  const response = await request.post("/api/meetings", {
    data: {
      title,
      name: "Kavya Tripathi",
      email: "kavya@example.in",
      start: start.toISOString(),
      end: new Date(start.getTime() + 60 * 60_000).toISOString(),
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string };
}

async function openCalendar(page: Page) {
  await page.goto("/calendar");
  await expect(page.getByRole("heading", { level: 1, name: "Schedule a Meeting" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Book a time" })).toBeVisible();
}

/** Switches to a view and steps forward until the day is on screen. */
async function showDay(page: Page, view: "Month" | "Week" | "Day", day: string) {
  await page.getByRole("tab", { name: `${view} view` }).click();
  await expect(page.getByRole("tab", { name: `${view} view` })).toHaveAttribute("aria-selected", "true");
  for (let step = 0; step < 20 && (await page.locator(`[data-date="${day}"]`).count()) === 0; step++) {
    await page.getByRole("button", { name: `Next ${view}` }).click();
  }
  await expect(page.locator(`[data-date="${day}"]`).first()).toBeVisible();
}

const dialog = (page: Page) => page.getByRole("dialog", { name: "Add New Meeting" });

/**
 * Chromium logs every refused request ("Failed to load resource: ... 409") as a console error. A test
 * that provokes a refusal on purpose drops exactly that line; any other console error still fails it.
 */
function expectRefusedRequestLogged(consoleErrors: string[], status: number) {
  const refused = (line: string) => line.includes(`the server responded with a status of ${status} (`);
  expect(consoleErrors.some(refused)).toBe(true);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((line) => !refused(line)));
}

test("month view first, then week and day views, in the visitor's time zone", async ({ page }) => {
  await openCalendar(page);
  await expect(page.getByText(`Times are shown in your time zone (${ZONE}).`)).toBeVisible();
  await expect(page.getByText(/09:00 to 17:00 India Standard Time \(Asia\/Kolkata\)/)).toBeVisible();
  await expect(page.getByRole("tab", { name: "Month view" })).toHaveAttribute("aria-selected", "true");
  await expect(page.locator('[role="cell"][data-date]')).toHaveCount(42);

  await page.getByRole("tab", { name: "Week view" }).click();
  await expect(page.getByRole("tab", { name: "Week view" })).toHaveAttribute("aria-selected", "true");
  await expect(page.locator('[role="columnheader"][data-date]')).toHaveCount(7);
  // The week view opens on this week, not on the first week of the month the grid showed.
  await expect(
    page.locator(`[role="columnheader"][data-date="${dayFormat.format(new Date())}"]`),
  ).toHaveCount(1);
  // Its rows are the agency's half hours on the visitor's clock (09:00 IST is 03:30 in a London winter).
  const day = weekdays[0]!;
  await showDay(page, "Week", day);
  const opening = `${clockFormat.format(istTime(day, 9))}:00`;
  await expect(page.locator(`[role="rowheader"][data-time="${opening}"]`)).toBeVisible();

  await page.getByRole("tab", { name: "Day view" }).click();
  await expect(page.getByRole("tab", { name: "Day view" })).toHaveAttribute("aria-selected", "true");
  await expect(page.locator('[role="columnheader"][data-date]')).toHaveCount(1);
});

test("the opening month's bookings are fetched once, alongside the calendar's code", async ({ page }) => {
  const listRequests: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "GET" && new URL(request.url()).pathname === "/api/meetings") {
      listRequests.push(request.url());
    }
  });
  await openCalendar(page);
  await expect(page.locator('[role="cell"][data-date]')).toHaveCount(42);
  await page.waitForLoadState("networkidle");
  expect(listRequests).toHaveLength(1);
});

/** Presses a button by keyboard. */
async function pressByKeyboard(page: Page, name: string) {
  await page.getByRole("button", { name }).focus();
  await page.keyboard.press("Enter");
}

test("by keyboard alone, the month grid cancels the visitor's meeting and lists a day's free times", async ({
  page,
}) => {
  const day = weekdays[7]!;
  await bookViaApi(page.request, day, "Grid cancellation");
  await openCalendar(page);
  const cell = page.locator(`[role="cell"][data-date="${day}"]`);
  for (let step = 0; step < 3 && (await cell.count()) === 0; step++)
    await pressByKeyboard(page, "Next Month");
  const meeting = cell.getByRole("button", { name: /Grid cancellation/ });
  await expect(meeting).toBeVisible();

  page.once("dialog", (confirm) => void confirm.accept());
  await meeting.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText('Your call "Grid cancellation" is cancelled.');
  await expect(cell.getByText("Grid cancellation")).toHaveCount(0);

  // A click with no pointer movement before it (a tap's, a screen reader's).
  await cell.dispatchEvent("click");
  // Chosen by keyboard too: a pointer resting on the list would reach the calendar once the page scrolls.
  await freeTime(page, day, istTime(day, 9)).focus();
  await page.keyboard.press("Enter");
  const form = dialog(page);
  await expect(form).toBeVisible();
  await expect(form.getByLabel("Start")).toHaveValue(inputValue(istTime(day, 9)));
  await page.keyboard.press("Escape");

  // By keyboard: the day's own button lists its times, each a button reached by Tab.
  const nextDay = weekdays[8]!;
  const nextCell = page.locator(`[role="cell"][data-date="${nextDay}"]`);
  for (let step = 0; step < 2 && (await nextCell.count()) === 0; step++)
    await pressByKeyboard(page, "Next Month");
  await nextCell.getByRole("button", { name: /^Free times on / }).focus();
  await page.keyboard.press("Enter");
  await expect(freeTimes(page, nextDay).getByRole("button")).toHaveCount(16);
  await freeTime(page, nextDay, istTime(nextDay, 9)).focus();
  await page.keyboard.press("Enter");
  await expect(form.getByLabel("Start")).toHaveValue(inputValue(istTime(nextDay, 9)));
});

test("a day's free times are listed on the visitor's clock; one chosen opens the dialog prefilled, the end follows the start, and a saved meeting is there after a reload", async ({
  page,
}) => {
  const day = weekdays[0]!;
  await openCalendar(page);
  await showDay(page, "Month", day);
  await page.locator(`[role="cell"][data-date="${day}"]`).click();

  // The agency's day, 09:00 to 17:00 IST, as 16 half-hour starts on the visitor's clock.
  const list = freeTimes(page, day);
  await expect(list.getByRole("heading", { name: /^Free times on / })).toBeVisible();
  await expect(list.getByRole("list")).toHaveAccessibleName(/^Free times on /);
  await expect(list.getByRole("button")).toHaveCount(16);
  await expect(list.getByRole("button").first()).toHaveText(clockFormat.format(istTime(day, 9)));
  await expect(list.getByText(`16 free times, shown in your time zone (${ZONE}).`)).toBeVisible();
  await freeTime(page, day, istTime(day, 10, 30)).click();

  const form = dialog(page);
  await expect(form).toBeVisible();
  await expect(form.getByLabel("Start")).toHaveValue(inputValue(istTime(day, 10, 30)));
  await expect(form.getByLabel("End")).toHaveValue(inputValue(istTime(day, 11)));
  // A later start takes the end with it: the call keeps its length.
  await form.getByLabel("Start").fill(inputValue(istTime(day, 9)));
  await expect(form.getByLabel("End")).toHaveValue(inputValue(istTime(day, 9, 30)));
  await expect(form.getByText("(optional)")).toHaveCount(2);
  await form.getByLabel("Your phone (optional)").fill("+91 98390 12345");

  await form.getByLabel("Title").fill("Website redesign chat");
  await form.getByLabel("Description (optional)").fill("Our Chowk sweet shop needs online orders.");
  await form.getByLabel("Your name").fill("Rohan Saxena");
  await form.getByLabel("Your e-mail").fill("rohan@example.in");
  await form.getByRole("button", { name: "Save" }).click();

  await expect(form).toBeHidden();
  const status = page.getByRole("status");
  await expect(status).toContainText('Booked: "Website redesign chat"');
  // The test server has no mail server (no SMTP_URL): the page must not promise an e-mail.
  await expect(status).toContainText("no confirmation e-mail will be sent");
  await expect(status).toContainText("will contact you at rohan@example.in");
  await expect(status).not.toContainText("on its way");
  // The time is taken now: the day's list no longer offers it.
  await expect(list.getByRole("button")).toHaveCount(15);
  await expect(freeTime(page, day, istTime(day, 9))).toHaveCount(0);
  const mine = (await (await page.request.get("/api/meetings")).json()) as {
    title?: string;
    phone?: string;
  }[];
  expect(mine.find((meeting) => meeting.title === "Website redesign chat")?.phone).toBe("+91 98390 12345");
  const event = page.locator(`[role="cell"][data-date="${day}"]`).getByText("Website redesign chat");
  await expect(event).toBeVisible();

  await page.reload();
  await showDay(page, "Month", day);
  await expect(
    page.locator(`[role="cell"][data-date="${day}"]`).getByText("Website redesign chat"),
  ).toBeVisible();
});

test("with mail on, the confirmation says the invitation is on its way and gives the video link, in view on a phone", async ({
  page,
}) => {
  const day = weekdays[6]!;
  await page.setViewportSize({ width: 360, height: 640 });
  // The real server books the meeting; its answer is then told that a mail server and a link template
  // are configured.
  const answers: unknown[] = [];
  await page.route("**/api/meetings", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    const response = await route.fetch();
    const meeting = (await response.json()) as Record<string, unknown>;
    answers.push(meeting.invitationEmail);
    await route.fulfill({
      response,
      json: { ...meeting, invitationEmail: "queued", meetingLink: "https://meet.jit.si/elevate-0f3a" },
    });
  });
  await openCalendar(page);
  await showDay(page, "Month", day);
  await page.locator(`[role="cell"][data-date="${day}"]`).click();
  await freeTime(page, day, istTime(day, 9)).click();
  const form = dialog(page);
  await form.getByLabel("Your name").fill("Imran Siddiqui");
  await form.getByLabel("Your e-mail").fill("imran@example.in");
  await form.getByRole("button", { name: "Save" }).click();

  await expect(form).toBeHidden();
  const status = page.getByRole("status");
  await expect(status).toContainText(
    "A confirmation with a calendar invitation is on its way to imran@example.in.",
  );
  await expect(status).toContainText("Video call: https://meet.jit.si/elevate-0f3a");
  await expect(status).toBeInViewport();
  expect(answers).toEqual(["mail-off"]);
});

test("validation and the server's refusal show inline; Cancel, Escape and a click outside keep nothing", async ({
  page,
  consoleErrors,
}) => {
  const day = weekdays[1]!;
  await bookViaApi(page.request, day, "Existing booking", 9);
  await openCalendar(page);
  await showDay(page, "Month", day);

  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/meetings")
      posts.push(request.url());
  });
  // The rules that check a booking (with Zod) load once the dialog opens, not with the calendar.
  const rules = page.waitForRequest(/\/assets\/meeting-rules-[\w-]+\.js$/);
  await page.locator(`[role="cell"][data-date="${day}"]`).click();
  // 09:00 to 10:00 IST is taken, so the first free time is 10:00 IST.
  await expect(freeTimes(page, day).getByRole("button").first()).toHaveText(
    clockFormat.format(istTime(day, 10)),
  );
  await freeTime(page, day, istTime(day, 10)).click();
  await rules;
  const form = dialog(page);
  await expect(form.getByLabel("Start")).toHaveValue(inputValue(istTime(day, 10)));
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByRole("alert").filter({ hasText: "Please tell us your name." })).toBeVisible();
  await expect(form.getByLabel("Your name")).toBeFocused();
  // The dialog said so itself: nothing went to the server.
  expect(posts).toEqual([]);

  // A time that overlaps a booking: the server says 409, and the dialog says why.
  await form.getByLabel("Start").fill(inputValue(istTime(day, 9, 30)));
  await form.getByLabel("End").fill(inputValue(istTime(day, 10, 30)));
  await form.getByLabel("Your name").fill("Meera Joshi");
  // A field's error goes once it is edited, without waiting for Save.
  await expect(form.getByText("Please tell us your name.")).toHaveCount(0);
  await expect(form.getByLabel("Your name")).not.toHaveAttribute("aria-invalid");
  await form.getByLabel("Your e-mail").fill("meera@example.in");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    "Sorry, that time overlaps another booking. Please choose a different time.",
  );
  expectRefusedRequestLogged(consoleErrors, 409);

  await form.getByLabel("Title").fill("Typed then abandoned");
  await page.keyboard.press("Escape");
  await expect(form).toBeHidden();

  await freeTime(page, day, istTime(day, 10)).click();
  await expect(form.getByLabel("Title")).toHaveValue("");
  await expect(form.getByRole("alert")).toHaveCount(0);
  await form.getByLabel("Title").fill("Typed again");
  await form.getByRole("button", { name: "Cancel" }).click();
  await expect(form).toBeHidden();

  await freeTime(page, day, istTime(day, 10)).click();
  await expect(form.getByLabel("Title")).toHaveValue("");
  await page.mouse.click(5, 5);
  await expect(form).toBeHidden();
  await expect(page.getByText(/Typed (then abandoned|again)/)).toHaveCount(0);
});

test("deleting a meeting asks first: cancel keeps it, OK deletes it for good", async ({ page }) => {
  const day = weekdays[2]!;
  await bookViaApi(page.request, day, "Email marketing review");
  await openCalendar(page);
  await showDay(page, "Month", day);
  const event = page.locator(`[role="cell"][data-date="${day}"]`).getByText("Email marketing review");

  const messages: string[] = [];
  page.once("dialog", (confirm) => {
    messages.push(confirm.message());
    void confirm.dismiss();
  });
  await event.click();
  await expect.poll(() => messages).toEqual(['Delete meeting "Email marketing review"?']);
  await expect(event).toBeVisible();

  page.once("dialog", (confirm) => void confirm.accept());
  await event.click();
  await expect(event).toHaveCount(0);
  await expect(page.getByRole("status")).toContainText('Your call "Email marketing review" is cancelled.');
  await page.reload();
  await showDay(page, "Month", day);
  await expect(page.getByText("Email marketing review")).toHaveCount(0);
});

test("the week view offers each free time as a button: chosen by keyboard, it opens the dialog on it; booked, it shows as the visitor's call", async ({
  page,
}) => {
  const day = weekdays[3]!;
  await bookViaApi(page.request, day, "Google Ads audit", 11);
  await openCalendar(page);
  await showDay(page, "Week", day);
  // Named by the time and the day: "04:30, Thursday 3 December".
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const noon = new Date(Date.UTC(year, month - 1, date, 12));
  const dayName = ["weekday", "day", "month"]
    .map((part) =>
      new Intl.DateTimeFormat("en-GB", {
        timeZone: "UTC",
        [part]: part === "day" ? "numeric" : "long",
      }).format(noon),
    )
    .join(" ");
  const slot = (hour: number, minute = 0) =>
    page.getByRole("button", {
      name: `${clockFormat.format(istTime(day, hour, minute))}, ${dayName}`,
      exact: true,
    });
  // 11:00 to 12:00 IST is booked: its button is the visitor's meeting, not a free time.
  await expect(page.getByRole("button", { name: /Google Ads audit/ })).toBeVisible();
  await expect(slot(11)).toHaveCount(0);
  await expect(slot(11, 30)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await slot(12).focus();
  await page.keyboard.press("Enter");
  const form = dialog(page);
  await expect(form.getByLabel("Start")).toHaveValue(inputValue(istTime(day, 12)));
  await expect(form.getByLabel("End")).toHaveValue(inputValue(istTime(day, 12, 30)));
  await expect(form.getByLabel("Title")).toBeFocused();
  await page.keyboard.type("Week view booking");
  await form.getByLabel("Your name").focus();
  await page.keyboard.type("Nikhil Awasthi");
  await page.keyboard.press("Tab");
  await page.keyboard.type("nikhil@example.in");
  await page.keyboard.press("Enter");
  await expect(form).toBeHidden();
  await expect(page.getByRole("status")).toContainText('Booked: "Week view booking"');
  await expect(page.getByRole("button", { name: /Week view booking/ })).toBeVisible();
  await expect(slot(12)).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "Week view" })).toHaveAttribute("aria-selected", "true");
});

test("another visitor sees the booking only as an anonymous busy block", async ({ page, browser }) => {
  const day = weekdays[4]!;
  await bookViaApi(page.request, day, "Confidential launch plan");
  const other = await browser.newContext({ timezoneId: ZONE });
  try {
    const stranger = await other.newPage();
    const errors: string[] = [];
    stranger.on("pageerror", (error) => errors.push(error.message));
    await openCalendar(stranger);
    await showDay(stranger, "Month", day);
    const busy = stranger.locator(`[role="cell"][data-date="${day}"]`).getByRole("button", { name: /Busy/ });
    await expect(busy).toBeVisible();
    await expect(stranger.getByText("Confidential launch plan")).toHaveCount(0);
    await expect(stranger.getByText("Kavya")).toHaveCount(0);

    // Busy blocks cannot be deleted by others.
    stranger.once("dialog", () => errors.push("a confirm dialog opened for someone else's booking"));
    await busy.click();
    await expect(stranger.getByRole("status")).toContainText("That time is already booked by someone else.");
    expect(errors).toEqual([]);
  } finally {
    await other.close();
  }
  // The owner still sees it in full.
  await openCalendar(page);
  await showDay(page, "Week", day);
  await expect(page.getByText("Confidential launch plan")).toBeVisible();
});

test("a meeting can be booked with the keyboard alone", async ({ page }) => {
  await openCalendar(page);
  const book = page.getByRole("button", { name: "Book a time" });
  for (
    let press = 0;
    press < 40 && !(await book.evaluate((element) => element === document.activeElement));
    press++
  ) {
    await page.keyboard.press("Tab");
  }
  await expect(book).toBeFocused();
  await page.keyboard.press("Enter");

  const form = dialog(page);
  await expect(form).toBeVisible();
  await expect(form.getByLabel("Title")).toBeFocused();
  await page.keyboard.type("Keyboard booking");
  const name = form.getByLabel("Your name");
  for (
    let press = 0;
    press < 30 && !(await name.evaluate((element) => element === document.activeElement));
    press++
  ) {
    await page.keyboard.press("Tab");
  }
  await expect(name).toBeFocused();
  await page.keyboard.type("Sana Qureshi");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Your e-mail")).toBeFocused();
  await page.keyboard.type("sana@example.in");
  await page.keyboard.press("Enter");

  await expect(form).toBeHidden();
  await expect(page.getByRole("status")).toContainText('Booked: "Keyboard booking"');
  await expect(book).toBeFocused();
  const mine = (await (await page.request.get("/api/meetings")).json()) as { title?: string }[];
  expect(mine.map((meeting) => meeting.title)).toContain("Keyboard booking");
});

test("the page and its open dialog have no accessibility violations", async ({ page }) => {
  await bookViaApi(page.request, weekdays[5]!, "Accessibility check");
  await openCalendar(page);
  await showDay(page, "Week", weekdays[5]!);
  await expect(page.getByText("Accessibility check")).toBeVisible();
  // With a day's free times listed.
  await showDay(page, "Month", weekdays[5]!);
  // Its corner, away from the booking in it.
  await page
    .locator(`[data-date="${weekdays[5]!}"]`)
    .first()
    .click({ position: { x: 4, y: 4 } });
  await expect(freeTimes(page, weekdays[5]!).getByRole("button").first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Book a time" }).click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByRole("button", { name: "Save" }).click();
  await expect(dialog(page).getByRole("alert").first()).toBeVisible();
  expect(await axeViolations(page, "dialog")).toEqual([]);
});

test.describe("for a visitor whose browser names India's zone by its old name", () => {
  test.use({ timezoneId: "Asia/Calcutta" });

  test("the page names one zone, Asia/Kolkata, and never the legacy alias", async ({ page }) => {
    await openCalendar(page);
    expect(
      await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
      "this test needs a browser that reports the legacy alias",
    ).toBe("Asia/Calcutta");
    await expect(page.getByText("Times are shown in your time zone, which is ours too.")).toBeVisible();
    await expect(page.getByText(/09:00 to 17:00 India Standard Time \(Asia\/Kolkata\)/)).toBeVisible();

    await page.getByRole("button", { name: "Book a time" }).click();
    await expect(dialog(page).getByText("Times are in your time zone (Asia/Kolkata).")).toBeVisible();
    await expect(page.locator("body")).not.toContainText("Calcutta");
  });
});

for (const width of [360, 768, 1280]) {
  test(`at ${width} px the Start and End fields show their whole value`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openCalendar(page);
    await page.getByRole("button", { name: "Book a time" }).click();
    for (const label of ["Start", "End"]) {
      const field = dialog(page).getByLabel(label);
      await expect(field).not.toHaveValue("");
      // Chromium draws the value as the locale formats it, then its calendar icon (about 26 px with
      // its margin); the field's content box must hold both, or the value is cut ("09:00 A").
      const { text, needed, available } = await field.evaluate((input: HTMLInputElement) => {
        const shown = new Intl.DateTimeFormat(navigator.language, {
          year: "numeric",
          month: "2-digit",
          day: "2-digit",
          hour: "2-digit",
          minute: "2-digit",
        }).format(new Date(input.value));
        const style = getComputedStyle(input);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
        return {
          text: shown,
          needed: context.measureText(shown).width + 28,
          available: input.clientWidth - padding,
        };
      });
      expect(available, `${label} shows "${text}"`).toBeGreaterThanOrEqual(needed);
    }
  });
}

test("naming the visitor's time zone moves nothing on a phone: the note's line is kept for it", async ({
  page,
  browser,
}) => {
  const hoursParagraph = (on: Page) => on.locator("p", { hasText: "We take calls from" });
  // As the server sends it (no JavaScript: the note cannot know the zone yet)...
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 740 },
    timezoneId: ZONE,
  });
  const plain = await context.newPage();
  await plain.goto("/calendar");
  await expect(plain.getByText("Times are shown in your own time zone.")).toBeVisible();
  const before = (await hoursParagraph(plain).boundingBox())!;
  await context.close();
  // ...and once the page names it.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/calendar");
  await expect(page.getByText(`Times are shown in your time zone (${ZONE}).`)).toBeVisible();
  const after = (await hoursParagraph(page).boundingBox())!;
  expect(after.y).toBe(before.y);
  expect(after.height).toBe(before.height);
});

test("at 360 px the week view scrolls no way but down: every free time is on screen, reachable by keyboard, and axe finds nothing", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openCalendar(page);
  // Read only: no booking, so the tests booking on these days in parallel change nothing here.
  const day = weekdays[2]!;
  await showDay(page, "Week", day);
  const week = page.getByRole("table");
  // Each free time is a button named by its time and day ("04:30, Thursday 3 December").
  const times = week.getByRole("button", { name: /^\d\d:\d\d, \w+day \d{1,2} \w+$/ });
  await expect(times.first()).toBeVisible();
  const sizes = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(sizes.scroll, "the page scrolls sideways").toBeLessThanOrEqual(sizes.client);
  // Every one lies inside the screen's width, none clipped by a scrolling box of its own.
  const outside = await times.evaluateAll((buttons) =>
    buttons
      .map((button) => ({ name: button.getAttribute("aria-label"), box: button.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 1 || box.left < 0 || box.right > document.documentElement.clientWidth)
      .map(({ name }) => name),
  );
  expect(outside).toEqual([]);
  expect(await times.count()).toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  // Reached by keyboard, the first of the day opens the dialog on it.
  const slot = times.first();
  await slot.focus();
  await expect(slot).toBeFocused();
  await expect(slot).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByLabel("Start")).not.toHaveValue("");
});
