import { join } from "node:path";
import { openDatabase } from "#db/database.ts";
import { expect, test } from "#tests/e2e/fixtures.ts";
import { logIn } from "#tests/e2e/admin-helpers.ts";
import { expectOnlyConsoleErrors, testClientIp } from "#tests/e2e/form-helpers.ts";
import { expectNoAxeViolations } from "#tests/e2e/page-helpers.ts";
import { addTestUser } from "#tests/setup/team.ts";

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": testClientIp() });
});

async function addMember(): Promise<{ email: string; password: string }> {
  const database = openDatabase(`file:${join(process.env.E2E_DATA_DIR!, "site.db")}`);
  try {
    return await addTestUser(database.db, { password: "Saved-Replies-Member-2025" });
  } finally {
    await database.close();
  }
}

test("a member keeps saved replies on /admin/account: adds one by keyboard, is told what is wrong, edits and deletes it", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  await logIn(page, await addMember());
  await page.goto("/admin/account");
  const section = page.getByRole("region", { name: "Saved replies" });
  await expect(section.getByText("You have no saved replies yet.")).toBeVisible();
  const add = section.getByRole("form", { name: "Add a saved reply" });

  // A blank text passes the browser's own check but not the server's: named, and the name kept.
  await add.getByLabel("Saved reply name").fill("First answer");
  await add.getByLabel("Saved reply text").fill("   ");
  await add.getByRole("button", { name: "Add saved reply" }).click();
  await expect(add.getByLabel("Saved reply text")).toHaveAttribute("aria-invalid", "true");
  await expect(add.getByLabel("Saved reply name")).toHaveValue("First answer");
  expectOnlyConsoleErrors(consoleErrors, [/status of 400/]);

  await add.getByLabel("Saved reply text").fill("Thank you for writing to us. We will call you today.");
  await add.getByLabel("Saved reply text").press("Tab");
  await page.keyboard.press("Enter");
  await expect(section.getByRole("status")).toHaveText("Saved reply \u201cFirst answer\u201d added.");
  const list = section.getByRole("list", { name: "Your saved replies" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("We will call you today.");
  // The add form is empty again for the next one.
  await expect(add.getByLabel("Saved reply name")).toHaveValue("");
  await expectNoAxeViolations(page);

  await list.getByText("Edit").click();
  const edit = list.getByRole("form", { name: "First answer" });
  await edit.getByLabel("Saved reply text").fill("Thank you. We will call you within one working day.");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(section.getByRole("status")).toHaveText("Saved reply \u201cFirst answer\u201d updated.");
  await expect(list).toContainText("within one working day");

  // The edit stays open after a save, with the delete button beside it.
  await list.getByRole("button", { name: "Delete saved reply First answer" }).click();
  await expect(section.getByRole("status")).toHaveText("The saved reply was deleted.");
  await expect(section.getByText("You have no saved replies yet.")).toBeVisible();
});
