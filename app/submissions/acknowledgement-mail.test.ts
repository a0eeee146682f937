import { expect, test } from "vitest";
import { officeHoursLine, site } from "#app/content/site.ts";
import { acknowledgementMail } from "#app/submissions/acknowledgement-mail.ts";
import { shippedSiteFacts as facts } from "#db/migrations/0014-shipped-content.ts";

const context = {
  replyTo: "leads@elevatedigital.in",
  siteUrl: "https://www.elevatedigital.in",
  mailFrom: "Elevate Digital <hello@elevatedigital.in>",
  facts,
};
const message = {
  kind: "message",
  email: "aarav@example.in",
  service: "seo",
  createdAt: "2026-11-24T08:35:00.000Z",
} as const;

test("a message's acknowledgement goes to the sender, answered to the agency", () => {
  const mail = acknowledgementMail(message, context);
  expect(mail).toMatchObject({
    kind: "contact-acknowledgement",
    to: "aarav@example.in",
    replyTo: "leads@elevatedigital.in",
    subject: `We have your message – ${site.name}`,
  });
});

test("it says what arrived and when, when the agency answers and how to reach it", () => {
  const { text } = acknowledgementMail(message, context);
  expect(text).toMatch(/^Hello,\n/);
  expect(text).toContain(
    "Your message about Search Engine Optimization reached us on 24 November 2026 at 14:05 IST",
  );
  expect(text).toContain("usually within one working day");
  expect(text).toContain(officeHoursLine(facts.officeHours));
  for (const fact of [facts.phone, facts.email, facts.address.street, context.siteUrl])
    expect(text).toContain(fact);
});

test("the HTML part says the same in paragraphs, with no link but the agency's own site", () => {
  const { html } = acknowledgementMail(message, context);
  expect(html).toContain("<p>Hello,</p>");
  expect(html).toContain("24 November 2026 at 14:05 IST");
  expect(html).not.toContain("<a");
});

test("an application's acknowledgement names the position and whether a CV came", () => {
  const application = {
    kind: "application",
    email: "meera@example.in",
    jobTitle: "Content Writer",
    withCv: true,
    createdAt: "2026-11-24T08:35:00.000Z",
  } as const;
  const mail = acknowledgementMail(application, context);
  expect(mail.kind).toBe("application-acknowledgement");
  expect(mail.subject).toBe(`We have your application for Content Writer – ${site.name}`);
  expect(mail.text).toContain("applying for the Content Writer position");
  expect(mail.text).toContain("Your application, with your CV, reached us");
  expect(acknowledgementMail({ ...application, withCv: false }, context).text).toContain(
    "Your application reached us",
  );
});
