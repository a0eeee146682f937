import { join } from "node:path";
import SQLite from "better-sqlite3";
import { hashPassword } from "#app/auth/password-hash.server.ts";
import { expect, test } from "#tests/e2e/fixtures.ts";
import { fillSignIn } from "#tests/e2e/admin-helpers.ts";
import { expectOnlyConsoleErrors, queryDatabase, uniqueEmail } from "#tests/e2e/form-helpers.ts";
import { expectNoAxeViolations } from "#tests/e2e/page-helpers.ts";

/** An owner made as the first owner is without ADMIN_NAME: named with the placeholder "Owner". */
async function addUnnamedOwner(): Promise<{ email: string; password: string }> {
  const email = uniqueEmail("unnamed");
  const password = `Unnamed-Owner-${Date.now().toString(36)}`;
  const connection = new SQLite(join(process.env.E2E_DATA_DIR!, "site.db"), { timeout: 5_000 });
  try {
    connection
      .prepare(
        "insert into users (email, name, role, password_hash, created_at) values (?, 'Owner', 'owner', ?, ?)",
      )
      .run(email, await hashPassword(password), new Date().toISOString());
  } finally {
    connection.close();
  }
  return { email, password };
}

for (const width of [360, 1280]) {
  test(`at ${width} px, a person without a name is asked for it at sign-in, then goes where they were going`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const { email, password } = await addUnnamedOwner();
    // A link into the admin, opened signed out: the sign-in keeps it, the welcome screen comes first.
    await page.goto("/admin/audit?action=admin.login");
    await expect(page).toHaveURL(/\/login\?next=/);
    await fillSignIn(page, password, email);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/admin\/welcome\?next=%2Fadmin%2Faudit%3Faction%3Dadmin\.login$/);
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome to the / })).toBeVisible();
    await expect(page.getByText(`Signed in as: ${email}`)).toBeVisible();
    await expectNoAxeViolations(page);

    // Another admin page cannot be reached round it.
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/welcome$/);
    await page.goto("/admin/welcome?next=%2Fadmin%2Faudit%3Faction%3Dadmin.login");

    // The placeholder is refused, said at the field, and the field keeps focus for the fix.
    const field = page.getByLabel("Your name");
    await field.fill("Owner");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(field).toHaveAccessibleDescription(/Type your own name/);
    await expect(field).toBeFocused();
    // The refusal is a 400, which the browser logs.
    expectOnlyConsoleErrors(consoleErrors, [/status of 400/]);

    await field.fill("Nandini Awasthi");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/audit\?action=admin\.login$/);
    await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
    expect(queryDatabase<{ name: string }>("select name from users where email = ?", email)).toEqual([
      { name: "Nandini Awasthi" },
    ]);
    // Asked once: the welcome screen passes a named person straight on.
    await page.goto("/admin/welcome");
    await expect(page).toHaveURL(/\/admin$/);
  });
}
