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
  const failuresBeforeKill: unknown[] = [];
  let lanesCutOff = 0;
  let killed = false;
  let sent = 0;
  function submit(server: ServerProcess, email: string, text: string) {
    return fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        user_name: `Durable ${email}`,
        user_email: email,
        user_phone: "+91 98390 12345",
        message: text,
      }),
    });
  }
  // Each lane submits one message after another until the server is gone. The lane that sees the 200th
  // acknowledgement kills the server with its next request already started, so at least that request is in
  // flight at the kill; the others are wherever they happen to be. Every lane ends on a request the dead
  // server could not answer.
  async function stream(server: ServerProcess, lane: number) {
    for (let i = 0; failuresBeforeKill.length === 0; i++) {
      const email = `lane${lane}-n${i}@example.in`;
      sent++;
      const pending = submit(server, email, `Submission ${i} of lane ${lane}`);
      if (!killed && acknowledged.size >= 200) {
        server.child.kill("SIGKILL");
        killed = true;
      }
      try {
        const response = await pending;
        if (response.status !== 201) throw new Error(`unexpected status ${response.status}`);
        acknowledged.set(email, ((await response.json()) as { id: number }).id);
      } catch (error) {
        if (killed) {
          lanesCutOff++;
          return;
        }
        failuresBeforeKill.push(error);
      }
    }
  }
  await Promise.all(Array.from({ length: 8 }, (_, lane) => stream(first, lane)));
  expect(failuresBeforeKill).toEqual([]);
  expect(await first.exited).toBe(null); // ended by the signal, not by an exit of its own
  expect(lanesCutOff).toBe(8); // every lane's stream was cut off by the kill, not ended by itself
  expect(sent).toBeGreaterThan(acknowledged.size);
  expect(acknowledged.size).toBeGreaterThanOrEqual(200);

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
  const after = await submit(second, "after@example.in", "Hi");
  expect(after.status).toBe(201);
});
