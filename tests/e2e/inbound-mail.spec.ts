import { join } from "node:path";
import SQLite from "better-sqlite3";
import { expect, test } from "#tests/e2e/fixtures.ts";
import { queryDatabase, uniqueEmail } from "#tests/e2e/form-helpers.ts";
import { relayInboundMail } from "#tests/e2e/inbound-token.ts";
import { expectNoAxeViolations } from "#tests/e2e/page-helpers.ts";
import { logIn } from "#tests/e2e/admin-helpers.ts";

test.describe.configure({ timeout: 120_000 });

// The smallest file every PDF reader opens: what the team attaches and what the customer sends back.
const pdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

function seedMessage(name: string, email: string): number {
  const connection = new SQLite(join(process.env.E2E_DATA_DIR!, "site.db"), { timeout: 5_000 });
  try {
    return Number(
      connection
        .prepare(
          "insert into contact_messages (user_name, user_email, user_phone, message, service, read, status, created_at) values (?, ?, '+91 98390 55555', 'We make chikan kurtas in Chowk and want to sell them online.', 'seo', 1, 'new', ?)",
        )
        .run(name, email, new Date().toISOString()).lastInsertRowid,
    );
  } finally {
    connection.close();
  }
}

/** The customer's answer as their mail program writes it: threaded on our reply, quoting it, a PDF attached. */
function answerMail({ from, inReplyTo }: { from: string; inReplyTo: string }): string {
  const boundary = "b-e2e-answer";
  return [
    `From: Noor Fatima <${from}>`,
    "To: hello@elevatedigital.in",
    "Subject: Re: Your enquiry to Elevate Digital",
    `Message-ID: <answer-${Date.now()}@mail.example.in>`,
    `In-Reply-To: ${inReplyTo}`,
    `References: ${inReplyTo}`,
    `Date: ${new Date().toUTCString()}`,
    "MIME-Version: 1.0",
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=utf-8",
    "",
    "Thursday at 11 works for us. Our signed brief is attached.",
    "",
    "> Thank you for writing. Could we call you this week?",
    `--${boundary}`,
    'Content-Type: application/pdf; name="brief.pdf"',
    'Content-Disposition: attachment; filename="brief.pdf"',
    "Content-Transfer-Encoding: base64",
    "",
    pdf.toString("base64"),
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

test("a reply goes out with a PDF, and the customer's answer comes back into the lead's conversation with its file", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("noor");
  const leadId = seedMessage("Noor Fatima", email);
  await logIn(page);
  await page.goto(`/admin/messages/${leadId}`);

  // The team's reply, with a proposal attached.
  await page
    .getByLabel(/^Reply by e-mail to Noor/)
    .fill("Thank you for writing. Could we call you this week?");
  await page.getByLabel("Attach files (optional)").setInputFiles({
    name: "proposal.pdf",
    mimeType: "application/pdf",
    buffer: pdf,
  });
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Reply queued" })).toBeVisible();
  // The entries, not the lists of files inside them.
  const conversation = page.getByRole("region", { name: "Conversation" }).locator("ol > li");
  await expect(conversation).toHaveCount(1);
  await expect(conversation.first().getByRole("link", { name: "proposal.pdf" })).toBeVisible();

  // The relay forwards the customer's answer, threaded on the Message-ID our reply went out with.
  const [reply] = queryDatabase<{ message_id: string }>(
    "select message_id from lead_replies where contact_message_id = ?",
    leadId,
  );
  const refused = await request.post("/api/inbound-mail", {
    headers: { "content-type": "message/rfc822" },
    data: answerMail({ from: email, inReplyTo: reply!.message_id }),
  });
  expect(refused.status()).toBe(401);
  const taken = await relayInboundMail(request, answerMail({ from: email, inReplyTo: reply!.message_id }));
  expect(taken.status()).toBe(202);

  // The lead is unread again (opening its page reads it), and its page shows the answer, its quote
  // folded and its file to download.
  expect(queryDatabase<{ read: number }>("select read from contact_messages where id = ?", leadId)).toEqual([
    { read: 0 },
  ]);
  await page.goto(`/admin/messages/${leadId}`);
  await expect(conversation).toHaveCount(2);
  const answer = conversation.nth(1);
  await expect(answer).toContainText(`Answer from Noor Fatima (${email})`);
  await expect(answer).toContainText("Thursday at 11 works for us.");
  await expect(answer.getByText("Thank you for writing. Could we call you this week?")).toBeHidden();
  await answer.getByText("Show the quoted earlier mail").click();
  await expect(answer.getByText("> Thank you for writing.", { exact: false })).toBeVisible();
  const download = page.waitForEvent("download");
  await answer.getByRole("link", { name: "brief.pdf" }).click();
  expect((await download).suggestedFilename()).toBe("brief.pdf");
  await expectNoAxeViolations(page);
});
