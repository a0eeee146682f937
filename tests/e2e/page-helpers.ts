import AxeBuilder from "@axe-core/playwright";
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
 * axe-core over the page with `axe.run` in the page itself. The default runs it in parts and then opens
 * a second, blank page to join them, which exists for cross-origin frames; our pages have no frames
 * (the Markdown sanitiser drops <iframe>), and the same rules with the same results took half the time
 * (e.g. /services 2.2-2.4 s against 4.7-5.6 s, on a busy machine).
 */
export const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/** Runs axe-core over the settled page and expects no violations. */
export async function expectNoAxeViolations(page: Page) {
  await waitForEntranceAnimations(page);
  const results = await axe(page).analyze();
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
