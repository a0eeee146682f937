import { expect, test } from "vitest";
import { applicationNotification, contactNotification } from "#app/mail/notification-mails.ts";

const target = (to: string) => ({ to, siteUrl: "https://www.elevatedigital.in/" });

const message = {
  id: 42,
  user_name: "Aarav <b>Srivastava</b>",
  user_email: "aarav@example.in",
  user_phone: "+91 98390 12345",
  message: "Hello & namaste\n<script>alert('x')</script>",
  service: "seo",
  created_at: "2026-05-01T10:00:00.000Z",
};

test("a contact notification goes to the agency with reply-to the visitor and every field", () => {
  const mail = contactNotification(message, target("leads@example.in"));
  expect(mail).toMatchObject({
    kind: "contact-notification",
    to: "leads@example.in",
    replyTo: "aarav@example.in",
    subject: "New enquiry #42 from the website",
  });
  for (const text of [
    "Name: Aarav <b>Srivastava</b>",
    "Phone: +91 98390 12345",
    "Service: seo",
    message.message,
  ]) {
    expect(mail.text).toContain(text);
  }
});

test("the HTML body shows what the visitor typed, escaped, never as markup", () => {
  const html = contactNotification(message, target("leads@example.in")).html!;
  expect(html).toContain("Aarav &lt;b&gt;Srivastava&lt;/b&gt;");
  expect(html).toContain("Hello &amp; namaste\n&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
  expect(html).not.toMatch(/<script|<b>/);
});

test("no subject holds a word the visitor typed, whatever the name holds", () => {
  const bait = "Claim your prize at http://evil.example\r\nBcc: x@evil.example";
  expect(contactNotification({ ...message, user_name: bait }, target("l@e.in")).subject).toBe(
    "New enquiry #42 from the website",
  );
  const application = { id: 7, job_id: 2, job_title: "React Developer", email: "m@example.in" };
  const notice = {
    ...application,
    name: bait,
    phone: "0522 400 1234",
    message: bait,
    created_at: message.created_at,
  };
  expect(applicationNotification(notice, target("l@e.in")).subject).toBe(
    "New application #7: React Developer",
  );
});

test("an application notification names the job from the server's list", () => {
  const mail = applicationNotification(
    {
      id: 7,
      job_id: 2,
      job_title: "React Developer",
      name: "Meera",
      email: "meera@example.in",
      phone: "0522 400 1234",
      message: "Hire me",
      created_at: "2026-05-01T10:00:00.000Z",
    },
    target("jobs@example.in"),
  );
  expect(mail).toMatchObject({
    kind: "application-notification",
    to: "jobs@example.in",
    replyTo: "meera@example.in",
    subject: "New application #7: React Developer",
  });
  expect(mail.text).toContain("Position: React Developer (job 2)");
});

test("every notification links to its lead by absolute URL and gives the time in the agency's zone, named", () => {
  const contact = contactNotification(message, target("leads@example.in"));
  // 10:00 UTC is 15:30 in Lucknow.
  expect(contact.text).toContain("Received: 1 May 2026 at 15:30 India Standard Time");
  expect(contact.text).not.toContain("2026-05-01T10:00");
  expect(contact.text).toContain("Open it in the admin: https://www.elevatedigital.in/admin/messages/42");
  expect(contact.html).toContain('<a href="https://www.elevatedigital.in/admin/messages/42">');

  const application = applicationNotification(
    {
      id: 7,
      job_id: 2,
      job_title: "SEO Executive",
      name: "Meera",
      email: "m@example.in",
      phone: "1",
      message: "Hi",
      created_at: "2026-05-01T20:00:00.000Z",
      cvName: "cv.pdf",
    },
    { to: "jobs@example.in", siteUrl: "https://agency.example.in" },
  );
  expect(application.text).toContain("Received: 2 May 2026 at 01:30 India Standard Time");
  expect(application.text).toContain("https://agency.example.in/admin/applications/7");
});
