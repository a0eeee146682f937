import type { Page } from "@playwright/test";
import { expect, test } from "#tests/e2e/fixtures.ts";
import { waitForEntranceAnimations } from "#tests/e2e/page-helpers.ts";

// The floating chat button sits over the bottom-right corner of every public page. On a phone it must
// not cover the hero's words or its call to action when the page opens, nor the footer's last line
// when the visitor has scrolled to the very end.

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function chatButtonBox(page: Page): Promise<Box> {
  const chat = page.getByRole("link", { name: "Chat with us on WhatsApp (opens in a new tab)" });
  await expect(chat).toBeVisible();
  return (await chat.boundingBox())!;
}

/** Waits until boxes are where they stay: the entrance animations have finished. */
async function settle(page: Page) {
  await waitForEntranceAnimations(page);
}

for (const height of [640, 740, 800]) {
  test.describe(`on a 360x${height} screen`, () => {
    test.use({ viewport: { width: 360, height } });

    test("the chat button keeps clear of the hero's heading, text and call to action", async ({ page }) => {
      await page.goto("/");
      await settle(page);
      const hero = page.locator("section").filter({ has: page.locator("#hero-heading") });
      const parts = {
        heading: hero.getByRole("heading", { level: 1 }),
        paragraph: hero.getByText("From data-driven campaigns"),
        cta: hero.getByRole("link", { name: "Get Your Free Proposal" }),
        note: hero.getByText("No cost, no obligation"),
      };
      const chat = await chatButtonBox(page);
      for (const [name, part] of Object.entries(parts)) {
        const box = await part.boundingBox();
        expect(box, name).not.toBeNull();
        expect(overlaps(chat, box!), `the chat button covers the hero's ${name}`).toBe(false);
      }
    });
  });
}

for (const height of [640, 800]) {
  for (const path of ["/", "/calendar"]) {
    test(`scrolled to the end of ${path} at 360x${height}, the footer's last line is above the chat button`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height });
      await page.goto(path);
      await settle(page);
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
      );
      // The box of the footer's last words as drawn, not of the padded paragraph around them.
      const lastLine = await page.getByRole("contentinfo").evaluate((footer) => {
        const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
        let last: Node | null = null;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.textContent?.trim()) last = node;
        }
        const range = document.createRange();
        range.selectNodeContents(last!);
        const { x, y, width, height } = range.getBoundingClientRect();
        return { x, y, width, height, text: last!.textContent!.trim() };
      });
      expect(lastLine.text).toContain("All rights reserved.");
      expect(lastLine.y + lastLine.height, "the last line is on screen").toBeLessThanOrEqual(height);
      expect(overlaps(await chatButtonBox(page), lastLine), "the chat button covers the footer").toBe(false);
    });
  }
}
