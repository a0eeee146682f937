import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "#tests/e2e/fixtures.ts";
import { DEFERRED_BANDS, deferredBandsDrawn } from "#app/enhance/deferred-bands.ts";

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
 * Waits until the page has drawn the bands it skips at load (app/enhance/deferred-bands.ts). axe reads
 * positions, and misjudges the contrast and target size of content the browser has not laid out yet
 * (dequelabs/axe-core#2768). A page without such bands passes at once.
 */
export async function waitForDeferredBands(page: Page) {
  await page.waitForFunction(deferredBandsDrawn, DEFERRED_BANDS);
}

/** Runs axe-core over the settled page and expects no violations. */
export async function expectNoAxeViolations(page: Page) {
  await waitForEntranceAnimations(page);
  await waitForDeferredBands(page);
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map(
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
