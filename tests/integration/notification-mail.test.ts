import { afterAll, expect, test } from "vitest";
import { createScratchDatabase } from "#tests/setup/databases.ts";
import { startServerProcess } from "#tests/setup/server-process.ts";
import { startSmtpSink } from "#tests/setup/smtp-sink.ts";

// The whole pipeline on the production build: a submission through the API, the outbox worker the
// server starts, and a real SMTP server receiving the notification.

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

test("a new message is mailed to NOTIFY_EMAIL from MAIL_FROM, reply-to the visitor, acknowledged to the visitor, and the server stops cleanly", async () => {
  const smtp = await startSmtpSink();
  cleanups.push(() => smtp.close());
  const database = await createScratchDatabase("sqlite");
  cleanups.push(() => database.drop());
  const server = await startServerProcess({
    DATABASE_URL: database.url,
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: "leads@elevatedigital.in",
    MAIL_FROM: "Elevate Digital Website <website@elevatedigital.in>",
  });
  cleanups.push(() => server.stop("SIGKILL"));

  const response = await fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      user_name: "Aarav Srivastava",
      user_email: "aarav@example.in",
      user_phone: "+91 98390 12345",
      message: "Please call me about SEO for my shop.",
      service: "seo",
    }),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: number };

  // The agency's notification, and the visitor's acknowledgement (AUTOREPLY is on by default).
  await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(2);
  const mail = smtp.received.find((received) => received.to.includes("leads@elevatedigital.in"));
  expect(mail!.headers).toMatchObject({
    from: "Elevate Digital Website <website@elevatedigital.in>",
    "reply-to": "aarav@example.in",
    subject: `New enquiry #${id} from the website`,
  });
  expect(mail!.raw).toContain("Please call me about SEO for my shop.");
  const acknowledgement = smtp.received.find((received) => received.to.includes("aarav@example.in"));
  expect(acknowledgement!.headers).toMatchObject({
    from: "Elevate Digital Website <website@elevatedigital.in>",
    "reply-to": "leads@elevatedigital.in",
  });
  // The worker logs after the SMTP server has the mail, and the log is written asynchronously.
  await expect.poll(() => server.output(), { timeout: 5_000 }).toContain('"mail sent"');

  expect(await server.stop("SIGTERM")).toBe(0);
  expect(server.output()).toContain('"shutdown complete"');
});

test("without SMTP_URL the server says once that mail is off and keeps the mail queued", async () => {
  const database = await createScratchDatabase("sqlite");
  cleanups.push(() => database.drop());
  const server = await startServerProcess({ DATABASE_URL: database.url });
  cleanups.push(() => server.stop("SIGKILL"));
  const response = await fetch(`${server.url}/api/apply`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      jobId: "1",
      jobTitle: "ignored",
      name: "Meera",
      email: "meera@example.in",
      phone: "0522 400 1234",
      message: "Hello",
    }),
  });
  expect(response.status).toBe(201);
  expect(server.output().match(/mail is off/g)).toHaveLength(1);
});
