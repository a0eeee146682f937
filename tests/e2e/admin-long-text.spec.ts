import { join } from "node:path";
import SQLite from "better-sqlite3";
import { expect, test } from "#tests/e2e/fixtures.ts";
import { logIn } from "#tests/e2e/admin-helpers.ts";
import { queryDatabase, testClientIp } from "#tests/e2e/form-helpers.ts";
import { relayInboundMail } from "#tests/e2e/inbound-token.ts";

// What visitors type has no upper bound on a word: a long name, an e-mail address of eighty characters,
// a link in a message. On a phone none of it may widen the admin's pages past the screen.
const name = "Srinivasaraghavan Venkataramanan Chandrasekharan Iyer Subramaniam Ramaswamy Krishnamurthy";
const link = `https://www.ayurvedicwellnessretreatslucknow.co.in/${"packages-and-treatments-for-families-".repeat(4)}2026`;

function longEmail(): string {
  return `srinivasaraghavan.venkataramanan.chandrasekharan.${Date.now()}@ayurvedicwellnessretreatslucknow.co.in`;
}

/** A meeting and an application for `email`, straight into the e2e server's database; their ids. */
function seedMeetingAndApplication(email: string): { meetingId: string; applicationId: number } {
  const connection = new SQLite(join(process.env.E2E_DATA_DIR!, "site.db"), { timeout: 5_000 });
  try {
    const meetingId = crypto.randomUUID();
    const start = new Date(Date.now() + 2 * 86_400_000);
    const now = new Date().toISOString();
    connection
      .prepare(
        "insert into meetings (id, owner_token_hash, title, description, name, email, start_at, end_at, status, created_at, updated_at) values (?, ?, 'Free consultation', ?, ?, ?, ?, ?, 'active', ?, ?)",
      )
      .run(
        meetingId,
        "0".repeat(64),
        `Our packages are at ${link}`,
        name,
        email,
        start.toISOString(),
        new Date(start.getTime() + 30 * 60_000).toISOString(),
        now,
        now,
      );
    const application = connection
      .prepare(
        "insert into job_applications (job_id, job_title, name, email, phone, message, read, created_at) values ('3', 'Content Writer', ?, ?, '+91 98390 44444', ?, 0, ?)",
      )
      .run(name, email, `My portfolio: ${link}`, now);
    return { meetingId, applicationId: Number(application.lastInsertRowid) };
  } finally {
    connection.close();
  }
}

test("at 360 px a visitor's long name, e-mail address and link wrap inside every admin page that shows them", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = longEmail();
  const posted = await request.post("/api/contact", {
    headers: { "x-forwarded-for": testClientIp() },
    data: {
      user_name: name,
      user_email: email,
      user_phone: "+91 98390 12345",
      message: `See ${link} for what we sell.`,
    },
  });
  expect(posted.status()).toBe(201);
  const { id: messageId } = (await posted.json()) as { id: number };
  const { meetingId, applicationId } = seedMeetingAndApplication(email);
  // The visitor answers the acknowledgement by e-mail, with a file of a long name.
  const [lead] = queryDatabase<{ acknowledgement_message_id: string }>(
    "select acknowledgement_message_id from contact_messages where id = ?",
    messageId,
  );
  const answer = [
    `From: ${name} <${email}>`,
    "To: hello@elevatedigital.in",
    "Subject: Re: Your enquiry",
    `Message-ID: <long-answer-${Date.now()}@example.in>`,
    `In-Reply-To: ${lead!.acknowledgement_message_id}`,
    "MIME-Version: 1.0",
    'Content-Type: multipart/mixed; boundary="b-long"',
    "",
    "--b-long",
    "Content-Type: text/plain; charset=utf-8",
    "",
    `Our price list is at ${link}`,
    "--b-long",
    "Content-Type: text/plain; name=price-list.txt",
    `Content-Disposition: attachment; filename="${"ayurvedic-wellness-packages-price-list-".repeat(2)}2026.txt"`,
    "",
    "Panchakarma, seven days: 42,000 rupees.",
    "--b-long--",
    "",
  ].join("\r\n");
  expect(await (await relayInboundMail(request, answer)).json()).toMatchObject({ outcome: "stored" });

  await page.setViewportSize({ width: 360, height: 800 });
  await logIn(page);
  const wide: string[] = [];
  for (const path of [
    `/admin?q=${encodeURIComponent(email)}`,
    `/admin/messages/${messageId}`,
    `/admin?tab=applications&q=${encodeURIComponent(email)}`,
    `/admin/applications/${applicationId}`,
    "/admin?tab=meetings",
    `/admin/meetings/${meetingId}`,
    `/admin/personal-data?email=${encodeURIComponent(email)}`,
  ]) {
    await page.goto(path);
    await expect(page.getByText(name).first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 360) wide.push(`${path}: ${width} px`);
  }
  expect(wide).toEqual([]);
});
