import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { nuHtmlErrors } from "#tests/setup/nu-html-checker.ts";
import { expect, test } from "#tests/e2e/fixtures.ts";

// The booking calendar's Month/Week/Day switcher is an ARIA tab list: it must
// be a whole one, with the shown view as its tab panel and the keys a screen reader announces.

const views = ["Month", "Week", "Day"];

/** The tab panel must be labelled by the selected tab, the only tab in the Tab order. */
async function expectSelected(page: Page, view: string) {
  const tab = page.getByRole("tab", { name: `${view} view` });
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(tab).toBeFocused();
  await expect
    .poll(() => page.getByRole("tab").evaluateAll((tabs) => tabs.map((each) => each.tabIndex)))
    .toEqual(views.map((each) => (each === view ? 0 : -1)));
  await expect(page.getByRole("tabpanel", { name: `${view} view` })).toBeVisible();
  const panelId = await page.getByRole("tabpanel").getAttribute("id");
  await expect(tab).toHaveAttribute("aria-controls", panelId!);
}

test("the calendar's view tabs have a tab panel and move with the arrow keys", async ({ page }) => {
  await page.goto("/calendar");
  const month = page.getByRole("tab", { name: "Month view" });
  await month.focus();
  await expectSelected(page, "Month");

  await page.keyboard.press("ArrowRight");
  await expectSelected(page, "Week");
  await page.keyboard.press("End");
  await expectSelected(page, "Day");
  await page.keyboard.press("ArrowRight");
  await expectSelected(page, "Month");
  await page.keyboard.press("ArrowLeft");
  await expectSelected(page, "Day");
  await page.keyboard.press("Home");
  await expectSelected(page, "Month");

  // Tab leaves the tab list from the selected tab, and Shift+Tab comes back to it.
  await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).not.toHaveAttribute("role", "tab");
  await page.keyboard.press("Shift+Tab");
  await expect(month).toBeFocused();
});

test("the rendered calendar passes the W3C Nu HTML checker in each view", async ({ page }) => {
  await page.goto("/calendar");
  const dir = mkdtempSync(join(tmpdir(), "calendar-dom-"));
  try {
    const files: string[] = [];
    for (const view of views) {
      await page.getByRole("tab", { name: `${view} view` }).click();
      await expect(page.getByRole("tabpanel", { name: `${view} view` })).toBeVisible();
      const file = join(dir, `${view.toLowerCase()}.html`);
      writeFileSync(file, `<!DOCTYPE html>${await page.evaluate(() => document.documentElement.outerHTML)}`);
      files.push(file);
    }
    // One run for the three documents: the checker takes seconds to start.
    expect(nuHtmlErrors({ files, relativeTo: dir })).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
