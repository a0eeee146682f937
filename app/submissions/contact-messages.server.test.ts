import { describe, expect, test } from "vitest";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { storeContactMessage } from "#app/submissions/contact-messages.server.ts";

describe.each(testDialects)("storing contact messages on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);

  test("messages stored together each get their own row's id and their own mail", async () => {
    const names = Array.from({ length: 40 }, (_, index) => `Visitor ${index}`);
    const ids = await Promise.all(
      names.map((name, index) =>
        database.db.transaction().execute((trx) =>
          storeContactMessage(trx, {
            value: {
              user_name: name,
              user_email: `visitor${index}@example.in`,
              user_phone: "+91 98390 12345",
              message: `Message number ${index}`,
            },
            notifyEmail: "leads@example.in",
            siteUrl: "https://www.elevatedigital.in",
            now: new Date(),
          }),
        ),
      ),
    );
    expect(new Set(ids).size).toBe(names.length);
    const rows = await database.db.selectFrom("contact_messages").select(["id", "user_name"]).execute();
    const mails = await database.db.selectFrom("mail_outbox").select(["subject", "reply_to"]).execute();
    for (const [index, id] of ids.entries()) {
      expect(rows.find((row) => row.id === id)?.user_name).toBe(names[index]);
      expect(mails).toContainEqual({
        subject: `New enquiry #${id} from the website`,
        reply_to: `visitor${index}@example.in`,
      });
    }
  });
});
