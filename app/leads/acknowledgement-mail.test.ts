import { expect, test } from "vitest";
import { officeHoursLine, site } from "#app/content/site.ts";
import { acknowledgementMail } from "#app/leads/acknowledgement-mail.ts";
import { officeDateTime } from "#app/leads/office-clock.ts";
import { shippedSiteFacts as facts } from "#db/migrations/0014-shipped-content.ts";

const context = { replyTo: "leads@elevatedigital.in", siteUrl: "https://www.elevatedigital.in", facts };
const message = {
  kind: "message",
  name: "Aarav  Srivastava",
  email: "aarav@example.in",
  phone: "+91 98390 12345",
  message: "Please quote for SEO.\n<b>Thanks</b>",
  service: "seo",
  createdAt: "2026-11-24T08:35:00.000Z",
} as const;

test("a moment is printed on the office's clock with its zone", () => {
  expect(officeDateTime("2026-11-24T08:35:00.000Z")).toBe("24 November 2026 at 14:05 IST");
  expect(officeDateTime("2026-11-23T20:00:00.000Z")).toBe("24 November 2026 at 01:30 IST");
});

test("a message's acknowledgement goes to the sender, answered to the agency", () => {
  const mail = acknowledgementMail(message, context);
  expect(mail).toMatchObject({
    kind: "contact-acknowledgement",
    to: "aarav@example.in",
    replyTo: "leads@elevatedigital.in",
    subject: `We have your message – ${site.name}`,
  });
});

test("it repeats what was sent, says when the agency answers and how to reach it", () => {
  const { text } = acknowledgementMail(message, context);
  expect(text).toMatch(/^Hello Aarav Srivastava,\n/);
  expect(text).toContain("reached us on 24 November 2026 at 14:05 IST");
  expect(text).toContain("usually within one working day");
  expect(text).toContain(officeHoursLine(facts.officeHours));
  expect(text).toContain("Service: Search Engine Optimization");
  expect(text).toContain("Please quote for SEO.\n<b>Thanks</b>");
  for (const fact of [facts.phone, facts.email, facts.address.street, context.siteUrl])
    expect(text).toContain(fact);
});

test("the HTML part shows the visitor's text and never takes it as markup", () => {
  const { html } = acknowledgementMail(message, context);
  expect(html).toContain("&lt;b&gt;Thanks&lt;/b&gt;");
  expect(html).not.toContain("<b>Thanks");
});

test("an application's acknowledgement names the position and the CV", () => {
  const mail = acknowledgementMail(
    {
      kind: "application",
      name: "Meera Tiwari",
      email: "meera@example.in",
      phone: "0522-400-1234",
      message: "I write in English and Hindi.",
      jobTitle: "Content Writer",
      cvName: "meera-cv.pdf",
      createdAt: "2026-11-24T08:35:00.000Z",
    },
    context,
  );
  expect(mail.kind).toBe("application-acknowledgement");
  expect(mail.subject).toBe(`We have your application for Content Writer – ${site.name}`);
  expect(mail.text).toContain("applying for the Content Writer position");
  expect(mail.text).toContain("CV: meera-cv.pdf");
});
