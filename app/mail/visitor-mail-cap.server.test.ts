import { describe, expect, test } from "vitest";
import { openDatabase } from "#db/database.ts";
import { shippedSiteFacts as facts } from "#db/migrations/0014-shipped-content.ts";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { DAY_MS, HOUR_MS } from "#app/lib/time-units.ts";
import { enqueueVisitorMail, mailboxOf } from "#app/mail/visitor-mail-cap.server.ts";
import { dayOf } from "#app/lib/office-clock.ts";
import { meetingMailNotifier } from "#app/meetings/meeting-mails.server.ts";
import { bookMeeting } from "#app/meetings/meetings-store.server.ts";
import { storeContactMessage } from "#app/submissions/contact-messages.server.ts";

test("a mailbox is the address lower-cased, without its +tag, and for Gmail without dots", () => {
  expect(mailboxOf(" Aarav+Offers@Example.IN ")).toBe("aarav@example.in");
  expect(mailboxOf("a.b+x+y@example.in")).toBe("a.b@example.in");
  expect(mailboxOf("A.Ar.Av+spam@GoogleMail.com")).toBe("aarav@gmail.com");
  expect(mailboxOf("aarav@bücher.example")).toBe("aarav@xn--bcher-kva.example");
  expect(mailboxOf("meera@example.in")).not.toBe(mailboxOf("aarav@example.in"));
});

describe.each(testDialects)("the daily cap on mail to a visitor's address on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  let slot = 0;

  const mailsTo = (addresses: string[]) =>
    database.db
      .selectFrom("mail_outbox")
      .select(["kind", "recipient"])
      .where("recipient", "in", addresses)
      .orderBy("id")
      .execute();

  async function book(email: string, now: Date) {
    const start = new Date(Date.UTC(2031, 0, 6, 4, 30) + slot++ * HOUR_MS);
    const options = { agencyEmail: "team@example.in", agencyPhone: facts.phone, now };
    return bookMeeting(database, {
      owner: "c".repeat(64),
      input: {
        title: "Call",
        description: "",
        name: "Kabir",
        email,
        phone: "",
        start,
        end: new Date(start.getTime() + HOUR_MS / 2),
      },
      now,
      notify: meetingMailNotifier(options),
    });
  }

  function contact(email: string, now: Date) {
    return database.db.transaction().execute((trx) =>
      storeContactMessage(trx, {
        value: { user_name: "Kabir", user_email: email, user_phone: "+91 98390 12345", message: "Hi" },
        notifyEmail: "team@example.in",
        siteUrl: "https://www.elevatedigital.in",
        now,
        acknowledgement: {
          replyTo: "team@example.in",
          siteUrl: "https://www.elevatedigital.in",
          mailFrom: "team@example.in",
          facts,
        },
      }),
    );
  }

  test("acknowledgements and meeting mails share three a day; what the cap holds back is still stored and told to the team", async () => {
    const now = new Date();
    const addresses = [
      `kabir.${dialect}@example.in`,
      `Kabir.${dialect}+1@Example.in`,
      `kabir.${dialect}+2@example.in`,
    ];
    await contact(addresses[0]!, now);
    expect(await book(addresses[1]!, now)).toMatchObject({ ok: true, visitorMailed: true });
    await contact(addresses[2]!, now);
    // The fourth of the day: the booking stands and the team hears of it, the visitor gets nothing.
    const held = await book(addresses[0]!, now);
    expect(held).toMatchObject({ ok: true, visitorMailed: false });
    await contact(addresses[1]!, now);
    expect((await mailsTo(addresses)).map((mail) => mail.kind)).toEqual([
      "contact-acknowledgement",
      "meeting-booked-confirmation",
      "contact-acknowledgement",
    ]);
    const toTeam = await database.db
      .selectFrom("mail_outbox")
      .select("kind")
      .where("reply_to", "in", addresses)
      .execute();
    expect(toTeam.map((mail) => mail.kind).sort()).toEqual([
      "contact-notification",
      "contact-notification",
      "contact-notification",
      "meeting-booked-notification",
      "meeting-booked-notification",
    ]);

    // The agency's next day starts a new count.
    const tomorrow = new Date(now.getTime() + DAY_MS);
    expect(await book(addresses[2]!, tomorrow)).toMatchObject({ ok: true, visitorMailed: true });
  });

  test("the team's own changes to a meeting are not held back", async () => {
    const now = new Date();
    const email = `held.${dialect}@example.in`;
    for (let index = 0; index < 3; index++) await contact(email, now);
    const booked = await book(email, now);
    expect(booked).toMatchObject({ ok: true, visitorMailed: false });
    if (!booked.ok) return;
    const options = { agencyEmail: "team@example.in", agencyPhone: facts.phone, now };
    const sent = await database.db
      .transaction()
      .execute((trx) =>
        meetingMailNotifier(options)(trx, { kind: "cancelled", meeting: booked.meeting, by: "agency" }),
      );
    expect(sent).toBe(true);
    expect((await mailsTo([email])).map((mail) => mail.kind).at(-1)).toBe("meeting-cancelled-confirmation");
  });

  test("under concurrency (on PostgreSQL from two instances), one mailbox gets exactly three", async () => {
    // SQLite serves one process through one connection, which takes the transactions in turn; two
    // connections in one thread would wait for each other's lock synchronously.
    const second = dialect === "postgres" ? openDatabase(database.url) : database;
    try {
      const now = new Date();
      const day = dayOf(now);
      const mail = (index: number) => ({
        kind: "meeting-reminder",
        to: `race.${dialect}+${index}@example.in`,
        subject: "Reminder",
        text: "See you",
      });
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          (index % 2 ? second.db : database.db)
            .transaction()
            .execute((trx) => enqueueVisitorMail(trx, mail(index), { now, day })),
        ),
      );
      expect(results.filter(Boolean)).toHaveLength(3);
      const queued = await database.db
        .selectFrom("mail_outbox")
        .select("id")
        .where("recipient", "like", `race.${dialect}+%`)
        .execute();
      expect(queued).toHaveLength(3);
    } finally {
      if (second !== database) await second.close();
    }
  });
});
