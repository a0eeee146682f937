import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "#db/schema.ts";
import { bumpContentVersion, readContentVersion } from "#app/publishing/content-version.server.ts";
import { SECOND_MS } from "#app/lib/time-units.ts";
import { startPollingLoop } from "#app/background/polling-loop.server.ts";

/**
 * How often each instance looks for a content change: a publish shows everywhere within 5 seconds,
 * with room for rendering the changed pages on a busy machine. A look is one indexed read (two when
 * a scheduled post is due), so a second costs nothing worth counting.
 */
const CONTENT_POLL_MS = SECOND_MS;

/**
 * Publishes the scheduled posts whose time has come, in one conditional UPDATE: however many
 * instances run it at once, each post is published by exactly one of them, and the content version
 * moves once with it. Answers how many posts it published.
 */
export async function publishDuePosts(db: Kysely<Database>, now = new Date()): Promise<number> {
  // Most looks find nothing due: a read answers that without taking SQLite's write lock.
  const due = await db
    .selectFrom("posts")
    .select("id")
    .where("status", "=", "scheduled")
    .where("publish_at", "<=", now.toISOString())
    .limit(1)
    .executeTakeFirst();
  if (!due) return 0;
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("posts")
      .set((eb) => ({
        status: "published",
        // Published at the time it was scheduled for, not whenever a poll happened to see it.
        published_at: eb.fn.coalesce("published_at", "publish_at"),
        publish_at: null,
        updated_at: now.toISOString(),
      }))
      .where("status", "=", "scheduled")
      .where("publish_at", "<=", now.toISOString())
      .executeTakeFirst();
    const published = Number(result.numUpdatedRows);
    if (published > 0) await bumpContentVersion(trx, now);
    return published;
  });
}

export type ContentWatcher = {
  /**
   * Publishes due posts and reads the version now; resolves, with the number of posts published, once
   * any change was handed on.
   */
  checkNow(): Promise<number>;
  stop(): Promise<void>;
};

/**
 * Each instance's eye on the content: every `intervalMs` it publishes due scheduled posts and reads
 * the content version; when the version moved (an edit on any instance), it reads again each copy of
 * the content kept in memory (`reload`: the open jobs the application form checks against, the site
 * facts), and calls `onChange`, which renders the public pages again.
 */
export function startContentWatcher({
  db,
  logger,
  reload,
  onChange,
  intervalMs = CONTENT_POLL_MS,
}: {
  db: Kysely<Database>;
  logger: Logger;
  reload: Array<(db: Kysely<Database>) => Promise<void>>;
  onChange: (version: number) => void;
  intervalMs?: number;
}): ContentWatcher {
  const log = logger.child({ component: "content-watcher" });
  let seen: number | undefined;

  async function check(): Promise<number> {
    const published = await publishDuePosts(db);
    if (published) log.info({ published }, "scheduled posts published");
    const version = await readContentVersion(db);
    if (version === seen) return published;
    await Promise.all(reload.map((load) => load(db)));
    seen = version;
    onChange(version);
    return published;
  }

  const loop = startPollingLoop({
    run: check,
    intervalMs,
    log,
    failureMessage: "content check failed; will try again at the next one",
  });
  return { checkNow: loop.runOnce, stop: loop.stop };
}
