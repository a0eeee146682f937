import { test as base, expect } from "@playwright/test";

/**
 * Every page test fails on a console error or an uncaught exception in the page. The one error a
 * browser logs by itself for a page whose document answers 4xx (a 404 test) is expected.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const failedDocuments = new Set<string>();
      page.on("response", (response) => {
        if (response.request().isNavigationRequest() && response.status() >= 400)
          failedDocuments.add(response.url());
      });
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        if (failedDocuments.has(message.location().url)) return;
        errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
