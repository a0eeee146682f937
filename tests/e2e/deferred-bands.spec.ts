import { expect, test } from "#tests/e2e/fixtures.ts";
import { waitForDeferredBands } from "#tests/e2e/page-helpers.ts";
import { DEFERRED_BANDS } from "#app/enhance/deferred-bands.ts";

const contentVisibility = (selector: string) =>
  [...document.querySelectorAll<HTMLElement>(selector)].map(
    (band) => getComputedStyle(band).contentVisibility,
  );

test("the home page's bands below the first screen start skipped and are all drawn once the browser is idle", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  await waitForDeferredBands(page);
  const drawn = await page.evaluate(contentVisibility, DEFERRED_BANDS);
  // Ten bands after the hero, and the footer.
  expect(drawn.length).toBeGreaterThanOrEqual(11);
  expect(new Set(drawn)).toEqual(new Set(["visible"]));
  // The first band, the hero, is never skipped.
  expect(
    await page.evaluate(() => getComputedStyle(document.querySelector("main > *")!).contentVisibility),
  ).toBe("visible");
  // Drawn, the page has its true length: the last heading sits where scrolling ends.
  await page.getByRole("heading", { name: "Have Questions?" }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("heading", { name: "Have Questions?" })).toBeInViewport();
});

test("until the script draws them, the bands are skipped by the browser and their content is still there", async ({
  page,
}) => {
  // Without the page's script (served empty here), the stylesheet's skipping is all that applies.
  await page.route(/\/assets\/enhance\.client-[^/]+\.js$/, (route) =>
    route.fulfill({ contentType: "text/javascript", body: "" }),
  );
  await page.goto("/about");
  const skipped = await page.evaluate(contentVisibility, DEFERRED_BANDS);
  expect(skipped.length).toBeGreaterThanOrEqual(3);
  expect(new Set(skipped)).toEqual(new Set(["auto"]));
  // A skipped band is drawn as it comes into view, and its text is there to read and to follow.
  const footer = page.getByRole("contentinfo");
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toBeVisible();
});

test("a link to a part of the page lands on it, smooth scrolling and all, with or without the page's script", async ({
  browser,
}) => {
  for (const withheld of [false, true]) {
    const page = await browser.newPage({ reducedMotion: "no-preference" });
    if (withheld)
      await page.route(/\/assets\/enhance\.client-[^/]+\.js$/, (route) =>
        route.fulfill({ contentType: "text/javascript", body: "" }),
      );
    await page.goto("/#faq");
    // Until the scroll ends, and then it stays: the FAQ band's top sits at the top of the viewport.
    await expect
      .poll(
        () => page.locator("#faq").evaluate((band) => Math.abs(Math.round(band.getBoundingClientRect().top))),
        {
          intervals: [250],
        },
      )
      .toBe(0);
    await page.waitForTimeout(500);
    expect(
      await page.locator("#faq").evaluate((band) => Math.abs(Math.round(band.getBoundingClientRect().top))),
    ).toBe(0);
    await page.close();
  }
});
