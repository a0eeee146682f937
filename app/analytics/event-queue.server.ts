import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import type { Logger } from "pino";
import { SECOND_MS } from "#app/lib/time-units.ts";
import { recordEvents, type EventToRecord } from "#app/analytics/event-store.server.ts";

/** A queued event is written within this long... */
const FLUSH_MS = SECOND_MS;
/** ...or as soon as this many are waiting. */
const BATCH = 100;
/** While the database cannot take them, at most this many wait; beyond it events are refused (503). */
const MAX_WAITING = 10_000;

type Queue = {
  waiting: EventToRecord[];
  /** The batch being written. */
  batch: EventToRecord[];
  writing: Promise<void>;
  timer?: NodeJS.Timeout;
  /** A write is waiting to start: it takes whatever is queued by then, so a second need not wait behind it. */
  writeQueued: boolean;
  /** The last write failed: the next waits for the timer, not for a full batch. */
  failing: boolean;
  logger?: Logger;
};
const queues = new WeakMap<Kysely<Database>, Queue>();

/**
 * Takes an event to be written with the others of the next second, in one transaction (decision 33).
 * False when too many are already waiting for a database that cannot take them.
 */
export function queueEvent(
  db: Kysely<Database>,
  event: EventToRecord,
  logger?: Logger,
  maxWaiting = MAX_WAITING,
): boolean {
  let queue = queues.get(db);
  if (!queue)
    queues.set(
      db,
      (queue = { waiting: [], batch: [], writing: Promise.resolve(), writeQueued: false, failing: false }),
    );
  if (queue.waiting.length >= maxWaiting) return false;
  queue.logger ??= logger;
  queue.waiting.push(event);
  if (queue.waiting.length >= BATCH && !queue.failing) void flushEvents(db);
  else queue.timer ??= setTimeout(() => void flushEvents(db), FLUSH_MS).unref();
  return true;
}

/**
 * Writes the events this process has queued for `db`, in batches; resolves when they are written. A
 * batch the database refuses stays queued for the next flush. Called before anything reads the
 * sessions (a lead's source, the rollups) and at shutdown.
 */
export function flushEvents(db: Kysely<Database>): Promise<void> {
  const queue = queues.get(db);
  if (!queue) return Promise.resolve();
  clearTimeout(queue.timer);
  queue.timer = undefined;
  if (queue.writeQueued) return queue.writing;
  queue.writeQueued = true;
  queue.writing = queue.writing.then(async () => {
    queue.writeQueued = false;
    while (queue.waiting.length) {
      const batch = (queue.batch = queue.waiting.splice(0, BATCH));
      try {
        await db.transaction().execute((trx) => recordEvents(trx, batch));
        queue.failing = false;
      } catch (error) {
        queue.failing = true;
        queue.waiting.unshift(...batch);
        queue.logger?.error(
          { err: error, waiting: queue.waiting.length },
          "analytics events not written; kept for the next flush",
        );
        queue.timer ??= setTimeout(() => void flushEvents(db), FLUSH_MS).unref();
        return;
      } finally {
        queue.batch = [];
      }
    }
  });
  return queue.writing;
}

/** `flushEvents` when this process holds an event of `visitor` not yet written; else nothing to wait for. */
export async function flushEventsOf(db: Kysely<Database>, visitor: string): Promise<void> {
  const queue = queues.get(db);
  const holds = (events: EventToRecord[]) => events.some((event) => event.visitor === visitor);
  if (queue && (holds(queue.waiting) || holds(queue.batch))) await flushEvents(db);
}
