import { expect, test } from "vitest";
import { applicationNotification, contactNotification } from "#app/mail/notification-mails.ts";

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
  const mail = contactNotification(message, "leads@example.in");
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
  const html = contactNotification(message, "leads@example.in").html!;
  expect(html).toContain("Aarav &lt;b&gt;Srivastava&lt;/b&gt;");
  expect(html).toContain("Hello &amp; namaste\n&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
  expect(html).not.toMatch(/<script|<b>/);
});

test("no subject holds a word the visitor typed, whatever the name holds", () => {
  const bait = "Claim your prize at http://evil.example\r\nBcc: x@evil.example";
  expect(contactNotification({ ...message, user_name: bait }, "l@e.in").subject).toBe(
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
  expect(applicationNotification(notice, "l@e.in").subject).toBe("New application #7: React Developer");
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
    "jobs@example.in",
  );
  expect(mail).toMatchObject({
    kind: "application-notification",
    to: "jobs@example.in",
    replyTo: "meera@example.in",
    subject: "New application #7: React Developer",
  });
  expect(mail.text).toContain("Position: React Developer (job 2)");
});
