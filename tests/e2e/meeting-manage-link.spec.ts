import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "#tests/e2e/fixtures.ts";
import { queryDatabase, testClientIp, uniqueEmail } from "#tests/e2e/form-helpers.ts";
import { expectNoAxeViolations } from "#tests/e2e/page-helpers.ts";

// Each test runs axe over a whole page, some several times: slow on a busy machine.
test.slow();

/**
 * Books a consultation through the API (at a random quarter hour some weeks ahead, so parallel tests
 * never collide) and answers the private manage link its invitation mail carries.
 */
async function bookAndFindLink(request: APIRequestContext): Promise<{ path: string; email: string }> {
  const email = uniqueEmail("manage");
  const quarter = 15 * 60_000;
  const start = new Date(
    Math.ceil(Date.now() / quarter) * quarter + 40 * 86_400_000 + Math.floor(Math.random() * 2_000) * quarter,
  );
  const response = await request.post("/api/meetings", {
    headers: { "X-Forwarded-For": testClientIp() },
    data: {
      name: "Arjun Nair",
      email,
      start: start.toISOString(),
      end: new Date(start.getTime() + 30 * 60_000).toISOString(),
    },
  });
  expect(response.status()).toBe(201);
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

  const cancel = page.getByRole("button", { name: "Cancel my consultation" });
  await cancel.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "This consultation is cancelled" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("Your consultation is cancelled");
  const kinds = queryDatabase<{ kind: string }>(
    "select kind from mail_outbox where recipient = ? order by id",
    email,
  ).map((row) => row.kind);
  expect(kinds).toEqual(["meeting-booked-confirmation", "meeting-cancelled-confirmation"]);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "This consultation is cancelled" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Book a new time" })).toBeVisible();
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

  test("the manage link still cancels, as a plain form", async ({ page, request }) => {
    const { path } = await bookAndFindLink(request);
    await page.goto(path);
    await page.getByRole("button", { name: "Cancel my consultation" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "This consultation is cancelled" }),
    ).toBeVisible();
  });

  test("and moves the meeting, on the agency's clock", async ({ page, request }) => {
    const { path } = await bookAndFindLink(request);
    await page.goto(path);
    await expect(page.getByText("Times are in India Standard Time (Asia/Kolkata).")).toBeVisible();
    // Past the 40 to 61 days ahead that bookAndFindLink books in: another test's meeting once sat on the
    // old target, 60 days ahead, and the move was refused as an overlap.
    const date = new Date(Date.now() + 63 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel("New date").fill(date);
    await page
      .getByLabel("New start time")
      .fill(
        `0${Math.floor(Math.random() * 8) + 1}:${["00", "15", "30", "45"][Math.floor(Math.random() * 4)]}`,
      );
    await page.getByRole("button", { name: "Move my consultation" }).click();
    await expect(page.getByRole("status")).toContainText("Your consultation has moved");
    await expect(page.getByLabel("New date")).toHaveValue(date);
  });
});
