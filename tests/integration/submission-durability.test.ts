import { afterAll, expect, test } from "vitest";
import { openDatabase } from "#db/database.ts";
import { createScratchDatabase } from "#tests/setup/databases.ts";
import { type ServerProcess, startServerProcess } from "#tests/setup/server-process.ts";

// A 201 means committed: kill -9 the server in the middle of a stream of submissions, start it again,
// and every submission that was answered 201 must be there, with its notification mail queued.
// Runs the production build (`npm run build` first).

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

// The limiter would refuse most of this stream from one address; it is not what is under test.
const env = { RATE_LIMIT_SUBMIT_PER_MINUTE: "1000000", RATE_LIMIT_SUBMIT_PER_DAY: "1000000" };

test("every submission answered 201 before a SIGKILL is in the database after a restart", async () => {
  const database = await createScratchDatabase("sqlite");
  cleanups.push(() => database.drop());
  const first = await startServerProcess({ DATABASE_URL: database.url, ...env });
  cleanups.push(() => first.stop("SIGKILL"));

  const acknowledged = new Map<string, number>();
  let failures = 0;
  let killed = false;
  let sent = 0;
  async function stream(server: ServerProcess, lane: number) {
    for (let i = 0; !killed; i++) {
      const email = `lane${lane}-n${i}@example.in`;
      sent++;
      try {
        const response = await fetch(`${server.url}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            user_name: `Durable ${lane}-${i}`,
            user_email: email,
            user_phone: "+91 98390 12345",
            message: `Submission ${i} of lane ${lane}`,
          }),
        });
        if (response.status === 201) acknowledged.set(email, ((await response.json()) as { id: number }).id);
        else throw new Error(`unexpected status ${response.status}`);
      } catch {
        failures++;
        if (killed) return;
      }
    }
  }
  const lanes = Array.from({ length: 8 }, (_, lane) => stream(first, lane));
  // Let the stream run, then kill the server while requests are in flight.
  await expect.poll(() => acknowledged.size, { timeout: 20_000, interval: 20 }).toBeGreaterThanOrEqual(200);
  first.child.kill("SIGKILL");
  killed = true;
  await Promise.all(lanes);
  expect(await first.exited).toBe(null); // ended by the signal, not by an exit of its own
  expect(failures).toBeGreaterThan(0); // some requests really were cut off mid-stream
  expect(sent).toBeGreaterThan(acknowledged.size);

  const second = await startServerProcess({ DATABASE_URL: database.url, ...env });
  cleanups.push(() => second.stop());
  const handle = openDatabase(database.url);
  cleanups.push(() => handle.close());
  const rows = await handle.db.selectFrom("contact_messages").select(["id", "user_email"]).execute();
  const stored = new Map(rows.map((row) => [row.user_email, row.id]));
  for (const [email, id] of acknowledged) expect(stored.get(email), email).toBe(id);

  // Each stored message has its notification mail: they were written in one transaction.
  const mails = await handle.db.selectFrom("mail_outbox").select("subject").execute();
  const announced = new Set(mails.map((mail) => Number(/^New enquiry #(\d+) /.exec(mail.subject)?.[1])));
  for (const id of stored.values()) expect(announced.has(id), `mail for message ${id}`).toBe(true);

  // And the restarted server takes new submissions.
  const after = await fetch(`${second.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      user_name: "After",
      user_email: "after@example.in",
      user_phone: "1234567",
      message: "Hi",
    }),
  });
  expect(after.status).toBe(201);
});
