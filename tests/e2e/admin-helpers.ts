import { type Page, expect } from "@playwright/test";
import { site } from "#app/content/site.ts";

/** The first owner playwright.config.ts starts the server with (ADMIN_PASSWORD; ADMIN_EMAIL is the default). */
export const OWNER_EMAIL = site.mailbox.toLowerCase();
export const OWNER_PASSWORD = "e2e-Admin-Password-2025";

/** Fills the sign-in form's two fields (the caller clicks Login). */
export async function fillSignIn(page: Page, password: string, email = OWNER_EMAIL) {
  await page.getByLabel("E-mail address").fill(email);
  await page.getByPlaceholder("Enter admin password").fill(password);
}

/** Signs in through /login as the first owner (or `email`) and waits for the dashboard. */
export async function logIn(page: Page, { email = OWNER_EMAIL, password = OWNER_PASSWORD } = {}) {
  await page.goto("/login");
  await fillSignIn(page, password, email);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
}
