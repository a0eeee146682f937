// A second server instance for the reminder tests: its own thread (so SQLite's blocking lock waits
// cannot stall the first instance's event loop, as they would in one thread) and its own connection.
import { parentPort, workerData } from "node:worker_threads";
import pino from "pino";
import { openDatabase } from "#db/database.ts";
import { parseConfig } from "#config/server-config.ts";
import { sendDueReminders } from "#app/meetings/meeting-reminders.server.ts";

const { url, now, runs } = workerData as { url: string; now: string; runs: number };
const database = openDatabase(url);
const services = { database, config: parseConfig({ NODE_ENV: "test" }), logger: pino({ level: "silent" }) };
try {
  const counts = await Promise.all(
    Array.from({ length: runs }, () => sendDueReminders(services, new Date(now))),
  );
  parentPort!.postMessage(counts);
} finally {
  await database.close();
}
