// The analytics roll-up's reads, on a thread of their own with their own connection (started by
// `rollupReadsThread` in rollup-schedule.server.ts). "close" closes the connection and ends the thread.
import { parentPort, workerData } from "node:worker_threads";
import { openDatabase } from "#db/database.ts";
import { rollupReads } from "#app/analytics/rollups.server.ts";
import type { ThreadAnswer, ThreadCall } from "#app/analytics/rollup-schedule.server.ts";

const port = parentPort!;
const database = openDatabase((workerData as { databaseUrl: string }).databaseUrl);
const reads = rollupReads(database.db);

port.on("message", async (message: "close" | ThreadCall) => {
  if (message === "close") {
    await database.close();
    port.close();
    return;
  }
  const { id, read, day } = message;
  try {
    port.postMessage({ id, value: await reads[read](day) } satisfies ThreadAnswer);
  } catch (error) {
    port.postMessage({
      id,
      error: error instanceof Error ? error.message : String(error),
    } satisfies ThreadAnswer);
  }
});
