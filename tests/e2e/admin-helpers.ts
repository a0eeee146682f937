import { type Cookie, type Page, expect } from "@playwright/test";
import { site } from "#app/content/site.ts";

/** The first owner playwright.config.ts starts the server with (ADMIN_PASSWORD; ADMIN_EMAIL is the default). */
export const OWNER_EMAIL = site.mailbox.toLowerCase();
export const OWNER_PASSWORD = "e2e-Admin-Password-2025";

/** Fills the sign-in form's two fields (the caller clicks Login). */
export async function fillSignIn(page: Page, password: string, email = OWNER_EMAIL) {
  await page.getByLabel("E-mail address").fill(email);
  await page.getByPlaceholder("Enter admin password").fill(password);
}

/**
 * The first owner's session cookie from this worker's last sign-in through the form, and when it was
 * made. Most journeys sign in only to reach a screen: they reuse it rather than each posting the form
 * (a page load and a password hash, 2-6 s on a busy machine). The journeys about signing in use the form.
 */
let ownerSession: { cookies: Cookie[]; at: number } | undefined;

/**
 * Reused for 5 minutes only: an action that asks for a recent proof (within 10 minutes of signing in)
 * must still find one at the end of the longest journey.
 */
const OWNER_SESSION_REUSE_MS = 5 * 60_000;

/**
 * Signs in as the first owner (or `email`) and waits for the dashboard. The first owner's journeys reuse
 * this worker's recent session (see `ownerSession`) while the server still honours it; otherwise, and
 * for everyone else, through the /login form.
 */
export async function logIn(page: Page, { email = OWNER_EMAIL, password = OWNER_PASSWORD } = {}) {
  const owner = email === OWNER_EMAIL && password === OWNER_PASSWORD;
  if (owner && ownerSession && Date.now() - ownerSession.at < OWNER_SESSION_REUSE_MS) {
    await page.context().addCookies(ownerSession.cookies);
    await page.goto("/admin");
    // A journey that logged out or ended the session sends this one to /login: sign in there.
    if (/\/admin$/.test(page.url())) {
      await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
      return;
    }
    ownerSession = undefined;
  }
  await page.goto("/login");
  await fillSignIn(page, password, email);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  if (owner) {
    const cookies = await page.context().cookies();
    ownerSession = {
      cookies: cookies.filter((cookie) => /admin_session$/.test(cookie.name)),
      at: Date.now(),
    };
  }
}
