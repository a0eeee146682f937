import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { strToU8, unzipSync, zipSync } from "fflate";
import { expect, test } from "#tests/e2e/fixtures.ts";
import {
  personFillTime,
  queryDatabase,
  reachApplyNow,
  testClientIp,
  uniqueEmail,
} from "#tests/e2e/form-helpers.ts";
import { expectNoAxeViolations } from "#tests/e2e/page-helpers.ts";
import { logIn } from "#tests/e2e/admin-helpers.ts";

const CV_LABEL = "CV (optional, PDF or Word .docx, max 5 MB)";
const success = "Application submitted successfully!";

const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const docx = Buffer.from(
  zipSync({
    "[Content_Types].xml": strToU8('<?xml version="1.0"?><Types/>'),
    "word/document.xml": strToU8('<?xml version="1.0"?><w:document/>'),
  }),
);

async function fillApplication(page: Locator | Page, email: string) {
  await page.getByPlaceholder("Your Name").fill("Meera Tiwari");
  await page.getByPlaceholder("Your Email").fill(email);
  await page.getByPlaceholder("Phone Number").fill("0522 400 1234");
  await page
    .getByPlaceholder("Why should we hire you?")
    .fill("I have shipped three React storefronts for Lucknow shops.");
}

function storedCv(email: string) {
  return queryDatabase<{ file_name: string; content_type: string; size: number }>(
    `select c.file_name, c.content_type, c.size from application_cvs c
     join job_applications a on a.id = c.application_id where a.email = ?`,
    email,
  );
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": testClientIp() });
});

test.describe("with JavaScript", () => {
  test("apply with a CV in the modal, then download it from the admin's Applications tab", async ({
    page,
  }) => {
    const email = uniqueEmail("cv-js");
    await page.goto("/career");
    await (await reachApplyNow(page, "React Developer")).click();
    const dialog = page.getByRole("dialog", { name: "Apply for React Developer" });
    await fillApplication(dialog, email);
    await dialog
      .getByLabel(CV_LABEL)
      .setInputFiles({ name: "Meera CV.pdf", mimeType: "text/plain", buffer: pdf });
    const sent = page.waitForRequest("**/api/apply");
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    expect((await sent).headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    await expect(page.getByRole("status").filter({ hasText: success })).toBeVisible();
    expect(storedCv(email)).toEqual([
      { file_name: "Meera CV.pdf", content_type: "application/pdf", size: pdf.length },
    ]);

    await logIn(page);
    await page.goto(`/admin?tab=applications&q=${encodeURIComponent(email)}`);
    const card = page.getByRole("article").filter({ hasText: email });
    const link = card.getByRole("link", { name: "Download CV (Meera CV.pdf)" });
    const downloading = page.waitForEvent("download");
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("Meera CV.pdf");
    expect(readFileSync(await download.path())).toEqual(pdf);
  });

  test("a file that is not a PDF or .docx is pointed out before anything is sent", async ({ page }) => {
    await page.goto("/career");
    await (await reachApplyNow(page, "Content Writer")).click();
    const dialog = page.getByRole("dialog", { name: "Apply for Content Writer" });
    const input = dialog.getByLabel(CV_LABEL);
    await input.setInputFiles({
      name: "setup.exe",
      mimeType: "application/octet-stream",
      buffer: Buffer.from("MZ"),
    });
    await expect(dialog.getByRole("alert")).toHaveText("Choose a PDF or Word (.docx) file.");
    await expect(input).toHaveAttribute("aria-invalid", "true");
  });

  test("the admin finds, exports and erases everything held for one address", async ({ page }) => {
    const email = uniqueEmail("dpdp");
    const bystander = uniqueEmail("bystander");
    seedPerson(email.toUpperCase(), bystander);
    await logIn(page);
    await page
      .getByRole("navigation", { name: "Inbox sections" })
      .getByRole("link", { name: "Personal data" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Personal data requests" })).toBeVisible();
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Look up" }).click();
    await expect(page.getByRole("heading", { name: `Held for ${email}` })).toBeVisible();
    for (const group of ["Messages", "Applications", "Meetings", "Outbox mails"]) {
      await expect(page.getByRole("region", { name: group, exact: true }).getByRole("heading")).toHaveText(
        `${group} (1)`,
      );
    }
    await expect(page.getByRole("link", { name: /^Download CV \(cv\.pdf/ })).toBeVisible();
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export (ZIP with their files)" }).click();
    const files = unzipSync(readFileSync(await (await downloading).path()));
    const report = JSON.parse(new TextDecoder().decode(files["personal-data.json"])) as {
      email: string;
      messages: unknown[];
      applications: { cv: { fileName: string } | null }[];
      meetings: unknown[];
    };
    expect(report.email).toBe(email);
    expect([report.messages.length, report.applications.length, report.meetings.length]).toEqual([1, 1, 1]);
    const cvNames = Object.keys(files).filter((name) => name.startsWith("cvs/"));
    expect(cvNames).toHaveLength(1);
    expect(Buffer.from(files[cvNames[0]!]!)).toEqual(pdf);
    expect(JSON.stringify(report)).not.toContain(bystander);

    await expect(
      page.getByText(
        /This permanently deletes 1 message, 1 application with 1 CV, 1 meeting and 1 outbox mail/,
      ),
    ).toBeVisible();
    await page.getByLabel("I have checked the address and want to erase all of this data.").check();
    await page.getByRole("button", { name: "Erase all data for this address" }).click();
    await expect(
      page.getByText(`Erased for ${email}: 1 message, 1 application (1 CV), 1 meeting, 1 outbox mail.`),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Messages", exact: true }).getByRole("heading")).toHaveText(
      "Messages (0)",
    );
    // What was erased is said once; no second erasure of nothing is offered.
    await expect(page.getByText(`Nothing is held for ${email}, so there is nothing to erase.`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Erase all data for this address" })).toHaveCount(0);
    await expect(page.getByText(/This permanently deletes/)).toHaveCount(0);

    const left = (table: string, column: string, address: string) =>
      queryDatabase<{ n: number }>(
        `select count(*) as n from ${table} where lower(${column}) = ?`,
        address,
      )[0]!.n;
    expect([
      left("contact_messages", "user_email", email),
      left("job_applications", "email", email),
      left("meetings", "email", email),
      left("mail_outbox", "recipient", email),
    ]).toEqual([0, 0, 0, 0]);
    expect(left("contact_messages", "user_email", bystander)).toBe(1);
    await page.goto(`/admin?q=${encodeURIComponent(email)}`);
    await expect(page.getByText("No messages found.")).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the job's own page takes a Word CV with a plain multipart POST", async ({ page }) => {
    const email = uniqueEmail("cv-nojs");
    await page.goto("/career/apply/1");
    await fillApplication(page, email);
    await page
      .getByLabel(CV_LABEL)
      .setInputFiles({ name: "../résumé.docx", mimeType: "application/pdf", buffer: docx });
    await personFillTime(page);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("status")).toHaveText(success);
    expect(storedCv(email)).toEqual([
      {
        file_name: "résumé.docx",
        content_type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        size: docx.length,
      },
    ]);
  });

  test("an HTML file called cv.pdf is refused with the CV named", async ({ page }) => {
    const email = uniqueEmail("cv-html");
    await page.goto("/career/apply/2");
    await fillApplication(page, email);
    await page.getByLabel(CV_LABEL).setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("<html><script>alert(1)</script>"),
    });
    const response = page.waitForResponse((answer) => answer.request().method() === "POST");
    await page.getByRole("button", { name: "Submit Application" }).click();
    expect((await response).status()).toBe(415);
    const message = "The CV must be a PDF or a Word (.docx) document.";
    await expect(page.getByText(`Submission failed: ${message}`)).toBeVisible();
    await expect(page.getByLabel(CV_LABEL)).toHaveAttribute("aria-invalid", "true");
    expect(queryDatabase("select id from job_applications where email = ?", email)).toEqual([]);
  });
});

/** One of each kind of row for `email` (stored in capitals, to prove the match ignores case), and a message from someone else. */
function seedPerson(email: string, bystander: string): void {
  const connection = new SQLite(join(process.env.E2E_DATA_DIR!, "site.db"), { timeout: 5_000 });
  const now = new Date().toISOString();
  try {
    const message = connection.prepare(
      "insert into contact_messages (user_name, user_email, user_phone, message, service, read, created_at) values (?, ?, ?, ?, null, 0, ?)",
    );
    message.run("Anjali Mishra", email, "+91 98390 33333", "Please delete my data.", now);
    message.run("Someone Else", bystander, "+91 98390 44444", "Keep mine.", now);
    const { lastInsertRowid } = connection
      .prepare(
        "insert into job_applications (job_id, job_title, name, email, phone, message, read, created_at) values ('3', 'Content Writer', 'Anjali Mishra', ?, '+91 98390 33333', 'I write.', 0, ?)",
      )
      .run(email, now);
    connection
      .prepare(
        "insert into application_cvs (application_id, file_name, content_type, size, sha256, content, created_at) values (?, 'cv.pdf', 'application/pdf', ?, ?, ?, ?)",
      )
      .run(lastInsertRowid, pdf.length, "0".repeat(64), pdf, now);
    const start = new Date(Date.now() + 3 * 86_400_000 + Math.floor(Math.random() * 600) * 60_000);
    connection
      .prepare(
        "insert into meetings (id, owner_token_hash, title, description, name, email, start_at, end_at, created_at, updated_at) values (?, ?, 'Free consultation', '', 'Anjali Mishra', ?, ?, ?, ?, ?)",
      )
      .run(
        `e2e-${Math.random().toString(36).slice(2)}`,
        "0".repeat(64),
        email,
        start.toISOString(),
        new Date(start.getTime() + 1_800_000).toISOString(),
        now,
        now,
      );
    // Sent already, so the outbox worker (with no mail server in e2e) leaves it alone.
    connection
      .prepare(
        "insert into mail_outbox (kind, recipient, subject, text_body, status, attempts, next_attempt_at, created_at, sent_at) values ('meeting-confirmation', ?, 'Your consultation', 'See you', 'sent', 1, ?, ?, ?)",
      )
      .run(email, now, now, now);
  } finally {
    connection.close();
  }
}
