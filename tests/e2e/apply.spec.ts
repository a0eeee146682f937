import type { Locator, Page } from "@playwright/test";
import {
  FORM_TOKEN_PATTERN,
  expectOnlyConsoleErrors,
  expireFirstSend,
  personFillTime,
  queryDatabase,
  reachApplyNow,
  testClientIp,
  uniqueEmail,
} from "#tests/e2e/form-helpers.ts";
import { expect, test } from "#tests/e2e/fixtures.ts";
import { axeViolations } from "#tests/e2e/page-helpers.ts";

// Each test poses as a client address of its own, so the per-address rate limit (5 sends a minute by
// default) never trips across tests; the failure cases are answered by page.route and send nothing.

const success = "Application submitted successfully!";

async function openModal(page: Page, title = "React Developer") {
  await page.goto("/career");
  // Before hydration Apply Now is a link to the job's page; afterwards a button opening the dialog.
  const button = await reachApplyNow(page, title);
  await button.click();
  const dialog = page.getByRole("dialog", { name: `Apply for ${title}` });
  await expect(dialog).toBeVisible();
  return { button, dialog };
}

async function fillApplication(
  scope: Locator | Page,
  { email = uniqueEmail("applicant"), phone = "0522 400 1234" } = {},
) {
  await scope.getByPlaceholder("Your Name").fill("Meera Tiwari");
  await scope.getByPlaceholder("Your Email").fill(email);
  await scope.getByPlaceholder("Phone Number").fill(phone);
  await scope
    .getByPlaceholder("Why should we hire you?")
    .fill("I have shipped three React storefronts for Lucknow shops.");
  return email;
}

const focusInsideDialog = (page: Page) =>
  page.evaluate(() => !!document.querySelector("dialog[open]")?.contains(document.activeElement));

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": testClientIp() });
});

test.describe("with JavaScript", () => {
  test("the modal is usable by keyboard: focus starts in it, Tab stays in it, Escape closes it", async ({
    page,
  }) => {
    const { button, dialog } = await openModal(page);
    await expect(dialog.getByPlaceholder("Your Name")).toBeFocused();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInsideDialog(page)).toBe(true);
    }
    // Tab from the last control wraps to the first (×), and Shift+Tab from there back to the last.
    await dialog.getByRole("button", { name: "Submit Application" }).focus();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(dialog.getByRole("button", { name: "Submit Application" })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("× closes the modal and focus returns to Apply Now; the open modal has no axe violations", async ({
    page,
  }) => {
    const { button, dialog } = await openModal(page, "Content Writer");
    expect((await axeViolations(page, "dialog[open]")).map((violation) => violation.id)).toEqual([]);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("a submission shows 'Submitting...', then closes the modal with the success notice and a reset form", async ({
    page,
  }) => {
    const { button, dialog } = await openModal(page);
    const email = await fillApplication(dialog);
    let body: Record<string, unknown> = {};
    // The request is held until the test has seen 'Submitting...', however slow the machine.
    const { promise: looked, resolve: release } = Promise.withResolvers<void>();
    await page.route("**/api/apply", async (route) => {
      body = route.request().postDataJSON() as Record<string, unknown>;
      await looked;
      await route.continue();
    });
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    const submitting = dialog.getByRole("button", { name: "Submitting..." });
    await expect(submitting).toBeVisible();
    await expect(submitting).toBeDisabled();
    release();

    await expect(dialog).toBeHidden({ timeout: 10_000 });
    await expect(page.getByRole("status").filter({ hasText: success })).toBeVisible();
    await expect(button).toBeFocused();
    expect(body).toMatchObject({ jobId: "2", jobTitle: "React Developer", email });

    await button.click();
    await expect(dialog.getByPlaceholder("Your Email")).toHaveValue("");
    const rows = queryDatabase<{ job_title: string }>(
      "select job_title from job_applications where email = ?",
      email,
    );
    expect(rows).toEqual([{ job_title: "React Developer" }]);
  });

  test("a refusal shows 'Submission failed: ' with the server's message and the field's error", async ({
    page,
    consoleErrors,
  }) => {
    const { dialog } = await openModal(page);
    await fillApplication(dialog, { phone: "123" });
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    const phoneError =
      "Phone must have 7 to 20 digits; it may start with + and use spaces, dashes and brackets.";
    await expect(dialog.getByRole("alert")).toHaveText(`Submission failed: ${phoneError}`, {
      timeout: 10_000,
    });
    await expect(dialog.getByPlaceholder("Phone Number")).toHaveAccessibleDescription(phoneError);
    await expect(dialog.getByPlaceholder("Phone Number")).toHaveValue("123");
    await expect(dialog).toBeVisible();
    expectOnlyConsoleErrors(consoleErrors, [/status of 400/]);
  });

  test("an application whose form token expired says so, takes a new token and is sent again", async ({
    page,
    consoleErrors,
  }) => {
    const { button, dialog } = await openModal(page);
    const email = await fillApplication(dialog);
    const sentTokens = await expireFirstSend(page, "/api/apply");
    const refusal = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/apply");
    const renewal = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/form-token",
    );
    await dialog.getByRole("button", { name: "Submit Application" }).click();

    const answer = await refusal;
    expect(answer.status()).toBe(400);
    const { message, errors } = (await answer.json()) as { message: string; errors: Record<string, string> };
    expect(errors).toEqual({ form_token: message });
    await expect(dialog.getByRole("alert")).toHaveText(`Submission failed: ${message}`);
    const { token } = (await (await renewal).json()) as { token: string };
    expect(token).not.toBe(sentTokens[0]);
    await expect(dialog.locator('input[name="form_token"]')).toHaveValue(token);

    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expect(dialog).toBeHidden({ timeout: 10_000 });
    await expect(page.getByRole("status").filter({ hasText: success })).toBeVisible();
    await expect(button).toBeFocused();
    expect(sentTokens).toEqual([expect.stringMatching(FORM_TOKEN_PATTERN), token]);
    expect(queryDatabase("select id from job_applications where email = ?", email)).toHaveLength(1);
    expectOnlyConsoleErrors(consoleErrors, [/status of 400/]);
  });

  test("a server error shows 'Submission failed: ' followed by the server's message", async ({
    page,
    consoleErrors,
  }) => {
    const { dialog } = await openModal(page);
    await page.route("**/api/apply", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"message":"Database is resting"}',
      }),
    );
    await fillApplication(dialog);
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Submission failed: Database is resting", {
      timeout: 10_000,
    });
    await expect(dialog.getByRole("button", { name: "Submit Application" })).toBeEnabled();
    expectOnlyConsoleErrors(consoleErrors, [/status of 500/]);
  });

  test("a network failure shows 'Something went wrong!'", async ({ page, consoleErrors }) => {
    const { dialog } = await openModal(page);
    await page.route("**/api/apply", (route) => route.abort("connectionreset"));
    await fillApplication(dialog);
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Something went wrong!", { timeout: 10_000 });
    await expect(dialog.getByPlaceholder("Your Name")).toHaveValue("Meera Tiwari");
    expectOnlyConsoleErrors(consoleErrors, [
      /ERR_CONNECTION_RESET|Failed to load resource/,
      /Application submit failed/,
    ]);
  });
});

test("a job's own application page has one h1, the job's facts and pay and no axe violations", async ({
  page,
}) => {
  const response = await page.goto("/career/apply/2");
  expect(response?.status()).toBe(200);
  await expect(page.locator("h1")).toHaveText("Apply for React Developer");
  const facts = page.locator("main dl").first();
  await expect(facts).toContainText("Internship / Full Time");
  await expect(facts).toContainText("Remote");
  await expect(facts).toContainText("₹6,00,000–₹9,00,000 a year (full time; ₹20,000 a month as an intern)");
  expect((await axeViolations(page)).map((violation) => violation.id)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Apply Now leads to the job's own page, whose form applies with a plain POST", async ({ page }) => {
    await page.goto("/career");
    await page.getByRole("link", { name: "Apply Now: Digital Marketing Executive" }).click();
    await expect(page).toHaveURL(/\/career\/apply\/1$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apply for Digital Marketing Executive");
    const email = await fillApplication(page);
    await personFillTime(page);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("status")).toHaveText(success);
    await expect(page.getByPlaceholder("Your Email")).toHaveValue("");
    const rows = queryDatabase<{ job_title: string }>(
      "select job_title from job_applications where email = ?",
      email,
    );
    expect(rows).toEqual([{ job_title: "Digital Marketing Executive" }]);
  });

  test("refused fields come back with their errors and what was typed", async ({ page }) => {
    await page.goto("/career/apply/3");
    await fillApplication(page, { phone: "12" });
    await page.getByRole("button", { name: "Submit Application" }).click();
    const phoneError =
      "Phone must have 7 to 20 digits; it may start with + and use spaces, dashes and brackets.";
    await expect(page.getByRole("alert")).toHaveText(`Submission failed: ${phoneError}`);
    await expect(page.getByPlaceholder("Phone Number")).toHaveValue("12");
    await expect(page.getByPlaceholder("Phone Number")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByPlaceholder("Your Name")).toHaveValue("Meera Tiwari");
  });

  test("an unknown job's page is a 404", async ({ page }) => {
    const response = await page.goto("/career/apply/99");
    expect(response?.status()).toBe(404);
  });
});
