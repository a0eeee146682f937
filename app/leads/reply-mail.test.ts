import { expect, test } from "vitest";
import { site } from "#app/content/site.ts";
import { type RepliedItem, replyMail, replySubject } from "#app/leads/reply-mail.ts";
import { namedAddress } from "#app/mail/named-address.ts";
import { shippedSiteFacts as facts } from "#db/migrations/0014-shipped-content.ts";

const item: RepliedItem = {
  kind: "messages",
  name: "Aarav Srivastava",
  email: "aarav@example.in",
  // 20:00 UTC is already the next day in Lucknow.
  createdAt: "2026-11-23T20:00:00.000Z",
};
const author = { name: "Priya Verma", email: "priya@elevatedigital.in" };
const inboundEmail = "replies@elevatedigital.in";

test("the first reply goes to the visitor, answered to the inbound mailbox under its author's name, with its own Message-ID only", () => {
  const mail = replyMail({
    item,
    body: "Happy to help.",
    author,
    inboundEmail,
    messageId: "<1@e.in>",
    earlier: [],
    facts,
  });
  expect(mail).toMatchObject({
    kind: "contact-reply",
    to: "aarav@example.in",
    replyTo: '"Priya Verma" <replies@elevatedigital.in>',
    subject: `Re: Your enquiry to ${site.name}`,
    headers: { messageId: "<1@e.in>" },
  });
  expect(mail.headers).not.toHaveProperty("inReplyTo");
  expect(mail.headers).not.toHaveProperty("references");
});

test("a later reply answers the latest earlier one and refers to all of them, oldest first", () => {
  const mail = replyMail({
    item,
    body: "Following up.",
    author,
    inboundEmail,
    messageId: "<3@e.in>",
    earlier: ["<1@e.in>", "<2@e.in>"],
    facts,
  });
  expect(mail.headers).toEqual({
    messageId: "<3@e.in>",
    inReplyTo: "<2@e.in>",
    references: ["<1@e.in>", "<2@e.in>"],
  });
});

test("the body is signed by its author and names the message it answers, dated on the office's clock", () => {
  const mail = replyMail({
    item,
    body: "Happy to help.\n<b>Priya</b>",
    author,
    inboundEmail,
    messageId: "<1@e.in>",
    earlier: [],
    facts,
  });
  expect(mail.text).toContain("Happy to help.\n<b>Priya</b>\n\n-- \nPriya Verma\n");
  expect(mail.text).toContain("In answer to your message of 24 November 2026.");
  // What anyone typed never becomes markup.
  expect(mail.html).toContain("&lt;b&gt;Priya&lt;/b&gt;");
  expect(mail.html).not.toContain("<b>Priya");
});

test("replies to an application name the position in their subject", () => {
  expect(replySubject({ kind: "applications", jobTitle: "Content Writer" })).toBe(
    `Re: Your application for Content Writer at ${site.name}`,
  );
  const mail = replyMail({
    item: { ...item, kind: "applications", jobTitle: "Content Writer" },
    body: "Thanks for applying.",
    author,
    inboundEmail,
    messageId: "<1@e.in>",
    earlier: [],
    facts,
  });
  expect(mail.kind).toBe("application-reply");
});

test("a writer's name stays one quoted display name, whatever it holds", () => {
  expect(namedAddress('Priya "PV" Verma\\', "in@e.in")).toBe('"Priya \\"PV\\" Verma\\\\" <in@e.in>');
  expect(namedAddress("प्रिया\r\nBcc: x@y.in", "in@e.in")).toBe('"प्रिया Bcc: x@y.in" <in@e.in>');
  expect(namedAddress("  ", "in@e.in")).toBe("in@e.in");
});
