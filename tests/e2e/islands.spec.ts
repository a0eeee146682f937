import { expect, test } from "#tests/e2e/fixtures.ts";
import { withoutHash } from "#tests/setup/page-javascript.ts";

// Decision 16: a page with a form ships no React Router; the form hydrates alone, as an island,
// once the visitor heads for it.

test("the home page downloads no React until the visitor heads for its contact form", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/enhance\.client-[\w-]+\.js$/)]);

  const form = page.getByRole("form", { name: "Contact form" });
  const islandScript = page.waitForRequest(/\/assets\/islands\.client-[\w-]+\.js$/);
  const token = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/form-token");
  await form.scrollIntoViewIfNeeded();
  await islandScript;
  await token;
  await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute("data-island-hydrated", "");
  // React Router's own code never comes: the island is React and the form alone.
  expect(scripts.filter((path) => /framework-|entry\.client|manifest-/.test(path))).toEqual([]);
});

test("a touch on a form far down the page wakes its island too", async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const islandScript = page.waitForRequest(/\/assets\/islands\.client-[\w-]+\.js$/);
  // Focus moves into the form while the page stays at its top, far from the form.
  await page
    .getByRole("textbox", { name: "Your Name" })
    .evaluate((field: HTMLElement) => field.focus({ preventScroll: true }));
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await islandScript;
  await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute("data-island-hydrated", "");
});

test("/contact's and /career's islands, just below a phone's first screen, wait until they come on screen", async ({
  page,
}) => {
  // Decision 20: nothing hydrates during the load unless it is in the first screen.
  await page.setViewportSize({ width: 412, height: 823 });
  let islandScriptRequested = false;
  page.on("request", (request) => {
    if (/\/assets\/islands\.client-[\w-]+\.js$/.test(request.url())) islandScriptRequested = true;
  });
  for (const path of ["/contact", "/career"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(islandScriptRequested, path).toBe(false);
    await expect(page.locator("[data-island-hydrated]"), path).toHaveCount(0);
  }

  await page.goto("/contact");
  await page.getByRole("form", { name: "Contact form" }).scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute("data-island-hydrated", "");

  await page.goto("/career");
  const islands = page.locator('[data-island="apply-button"]');
  await expect(islands).toHaveCount(3);
  await page.getByLabel("Apply Now: Digital Marketing Executive", { exact: true }).scrollIntoViewIfNeeded();
  // One script hydrates every island on the page, the ones still off screen too.
  for (const island of await islands.all()) await expect(island).toHaveAttribute("data-island-hydrated", "");
  await expect(page.getByRole("button", { name: /^Apply Now: / })).toHaveCount(3);
});

test("/calendar runs no React Router: its zone note and booking calendar hydrate alone, as islands, with the page", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/calendar");
  await expect(page.getByRole("button", { name: "Book a time" })).toBeVisible();
  for (const name of ["time-zone-note", "booking-calendar"])
    await expect(page.locator(`[data-island="${name}"]`)).toHaveAttribute("data-island-hydrated", "");
  // The calendar island (a chunk of its own) and its code: no worker, no FullCalendar (decision 27).
  expect(scripts.map(withoutHash).sort()).toEqual([
    "/assets/booking-calendar",
    "/assets/enhance.client",
    "/assets/islands.client",
    "/assets/meeting-scheduler",
  ]);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
});
