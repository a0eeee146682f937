import axeCore from "axe-core";
import type { Page } from "@playwright/test";
import { expect } from "#tests/e2e/fixtures.ts";

/** Waits until every entrance animation has finished (endless ones, like the logo strips, excepted). */
export async function waitForEntranceAnimations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/**
 * axe-core's violations on the page, or on the part `include` selects, from `axe.run` in the page itself
 * (our pages have no frames: the Markdown sanitiser drops <iframe>). axe is evaluated once per document
 * with the configuration @axe-core/playwright gave it, and reports violations only: the passing and
 * inapplicable nodes, which no test reads, cost it a CSS selector each. Same rules, same violations, in
 * about half the time of an AxeBuilder in legacy mode, which evaluated axe's 550 kB twice per check
 * (e.g. /careers 0.8-1.6 s against 2.7-3.1 s, on a busy machine).
 */
export async function axeViolations(page: Page, include?: string): Promise<axeCore.Result[]> {
  if (!(await page.evaluate(() => "axe" in window))) {
    await page.evaluate(
      `${axeCore.source};axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } });`,
    );
  }
  return page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: typeof axeCore }).axe;
    const context = include ? { include: [include], exclude: [] } : document;
    return (await axe.run(context, { resultTypes: ["violations"] })).violations;
  }, include);
}

/** Runs axe-core over the settled page and expects no violations. */
export async function expectNoAxeViolations(page: Page) {
  await waitForEntranceAnimations(page);
  const found = (await axeViolations(page)).map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => `${node.target.join(" ")} ${node.failureSummary ?? ""}`).join("; ")})`,
  );
  expect(found).toEqual([]);
}

/** The page's JSON-LD blocks, parsed. */
export async function jsonLdBlocks(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/**
 * Holds the page's scripts (the client build under /assets/) until the returned function is called, as
 * a slow phone would: what a person does before hydration can then be tested. Routing turns off the cache.
 */
export async function holdPageScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
