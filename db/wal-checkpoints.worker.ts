// The SQLite write-ahead log's checkpoints, on a thread of their own with their own connection
// (started by `startWalCheckpoints` in wal-checkpoints.ts, decision 39). Any message ends the thread.
import { parentPort, workerData } from "node:worker_threads";
import SQLite from "better-sqlite3";
import type { WalCheckpointsData } from "#db/wal-checkpoints.ts";

const { file, everyMs, restartAtPages } = workerData as WalCheckpointsData;
const connection = new SQLite(file);
// RESTART holds the write lock while it waits for readers (the roll-up's thread may be reading a
// busy day): it gives up after this long, and the next round tries again.
connection.pragma("busy_timeout = 10");

type CheckpointResult = { busy: number; log: number; checkpointed: number };

const timer = setInterval(() => {
  try {
    // Copies what the log holds into the file and syncs both, while the server goes on writing.
    const [passive] = connection.pragma("wal_checkpoint(PASSIVE)") as CheckpointResult[];
    // Under steady writes the log is never all copied at once, so it would grow without end: past
    // `restartAtPages`, a RESTART starts it again. It holds writers off while it copies what is left
    // and syncs, so two more PASSIVE rounds first copy what was written meanwhile (measured: the
    // server's BEGINs waited 360-380 ms in 15 s of load, against 460-710 with the RESTART alone).
    if (passive!.log > restartAtPages) {
      for (let round = 0; round < 2; round++) connection.pragma("wal_checkpoint(PASSIVE)");
      connection.pragma("wal_checkpoint(RESTART)");
    }
  } catch {
    // Busy or briefly unable: the next round tries again, and the server's own checkpoints remain.
  }
}, everyMs);

parentPort!.once("message", () => {
  clearInterval(timer);
  connection.close();
  parentPort!.close();
});
