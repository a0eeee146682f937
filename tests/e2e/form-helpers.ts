import { join } from "node:path";
import SQLite from "better-sqlite3";
import { type Page, expect } from "@playwright/test";
import { MINUTE_MS } from "#app/lib/time-units.ts";
import { openDatabase } from "#db/database.ts";
import { MAX_TOKEN_AGE_MS, issueFormToken } from "#app/submissions/form-token.server.ts";
import { TEST_MIN_FILL_MS } from "#tests/setup/server-process.ts";

/** Reads rows from the e2e server's database (the scratch SQLite file playwright.config.ts made). */
export function queryDatabase<T>(sql: string, ...params: unknown[]): T[] {
  const connection = new SQLite(join(process.env.E2E_DATA_DIR!, "site.db"), { readonly: true });
  try {
    return connection.prepare(sql).all(...params) as T[];
  } finally {
    connection.close();
  }
}

/**
 * Some tests make the browser log errors on purpose (a refused or failed request is logged by the
 * browser, and the spec says a network failure is logged). Checks that only those were logged and
 * clears them, so the fixture's "no console errors" check still guards against anything else.
 */
export function expectOnlyConsoleErrors(consoleErrors: string[], expected: RegExp[]): void {
  const unexpected = consoleErrors.filter((error) => !expected.some((pattern) => pattern.test(error)));
  expect(unexpected, "unexpected console errors").toEqual([]);
  consoleErrors.splice(0);
}

/**
 * A person's pause before sending a form without JavaScript: the e2e server's minimum fill time
 * (playwright.config.ts sets it small), so a post after it is a person's. With JavaScript the form
 * waits for it itself.
 */
export const personFillTime = (page: Page) => page.waitForTimeout(TEST_MIN_FILL_MS + 50);

/** A unique e-mail address per test run, to find the row a test stored. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.in`;
}

/**
 * A client address of its own for one test (sent as X-Forwarded-For; playwright.config.ts trusts one
 * proxy hop), so the per-address rate limits of one test never spill into another. Without a
 * trusted proxy the header is ignored and the tests share 127.0.0.1, which their few sends allow.
 */
export function testClientIp(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `198.18.${byte()}.${byte()}`;
}

/**
 * Makes the form of the page at `pagePath` (which posts to itself) reach the server sooner than the
 * minimum fill time, however slowly this machine fills the fields and sends: the post goes out with a
 * token issued a minute from now (signed with the e2e server's own key) in place of the page's.
 * Nothing else in the post changes.
 */
export async function postTooSoon(page: Page, pagePath: string) {
  const servedWithPage = await page.locator('input[name="form_token"]').inputValue();
  expect(servedWithPage).toMatch(FORM_TOKEN_PATTERN);
  const early = await issueTokenAt(Date.now() + MINUTE_MS);
  const formPath = new URL(pagePath, "http://localhost").pathname;
  await page.route(
    (url) => url.pathname === formPath,
    async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      // Tokens are URL-safe and of one length, so the swap fits any encoding of the body.
      const body = route.request().postDataBuffer()!.toString("latin1").replace(servedWithPage, early);
      await route.continue({ postData: Buffer.from(body, "latin1") });
    },
  );
}

/**
 * Makes the first JSON post to `apiPath` reach the server with a form token past its age limit
 * (issued two days ago and signed with the e2e server's own key), as from a page left open that
 * long, so the server gives its real answer to it; later posts go through untouched. Returns the
 * tokens the posts carried as the page sent them, filled in as they arrive.
 */
export async function expireFirstSend(page: Page, apiPath: string): Promise<string[]> {
  const expired = await issueTokenAt(Date.now() - 2 * MAX_TOKEN_AGE_MS);
  const sent: string[] = [];
  await page.route(
    (url) => url.pathname === apiPath,
    async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      const body = route.request().postDataJSON() as Record<string, unknown>;
      sent.push(String(body.form_token));
      if (sent.length > 1) return route.continue();
      await route.continue({ postData: JSON.stringify({ ...body, form_token: expired }) });
    },
  );
  return sent;
}

/** A form token as if the e2e server had issued it at `time`, signed with its own key. */
async function issueTokenAt(time: number): Promise<string> {
  const { db, close } = openDatabase(`file:${join(process.env.E2E_DATA_DIR!, "site.db")}`);
  try {
    return await issueFormToken(db, time);
  } finally {
    await close();
  }
}

/** A signed form token: issue time in base 36, then its HMAC. */
export const FORM_TOKEN_PATTERN = /^[0-9a-z]+\.[\w-]{43}$/;

/**
 * Scrolls to a job's Apply Now as a visitor does, and returns it as the button it becomes: its island
 * hydrates once it is on screen (decision 20), and until then it is a link to the job's page. The
 * label is the same on both, so this finds it in either state.
 */
export async function reachApplyNow(page: Page, title: string) {
  // The link may be swapped for the button while it scrolls: then scroll to the button.
  await expect(async () => {
    await page.getByLabel(`Apply Now: ${title}`, { exact: true }).scrollIntoViewIfNeeded({ timeout: 2_000 });
  }).toPass();
  return page.getByRole("button", { name: `Apply Now: ${title}` });
}
