import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { type PollingLoop, startPollingLoop } from "#app/background/polling-loop.server.ts";
import type { Database } from "#db/schema.ts";
import { DAY_MS, MINUTE_MS } from "#app/lib/time-units.ts";
import { addDays, dayOf } from "#app/lib/office-clock.ts";

export type PurgeCounts = {
  messages: number;
  applications: number;
  meetings: number;
  mails: number;
  auditLog: number;
  /** Raw analytics rows deleted; only when `analyticsRawDays` was given. */
  analytics?: { events: number; sessions: number; salts: number };
};

/**
 * How many days each kind of data is kept: the visitors' data (RETENTION_DAYS), the audit log's, and
 * the raw analytics events and sessions (ANALYTICS_RAW_DAYS; their daily rollups are kept).
 */
export type RetentionPeriods = { days: number; auditDays: number; analyticsRawDays?: number };

/**
 * Deletes what is older than `days` at `now`: messages and applications by when they arrived (CVs go
 * with their application, ON DELETE CASCADE), meetings that ended before the cut-off, and finished
 * outbox mail (it holds copies of the messages); and audit log rows older than `auditDays`. Plain
 * conditional deletes: running it twice, or on several instances at once, deletes nothing twice and
 * never fails for another's work.
 */
export async function purgeExpiredData(
  db: Kysely<Database>,
  { days, auditDays, analyticsRawDays, now = new Date() }: RetentionPeriods & { now?: Date },
): Promise<PurgeCounts> {
  const before = (period: number) => new Date(now.getTime() - period * DAY_MS).toISOString();
  const cutoff = before(days);
  const auditCutoff = before(auditDays);
  const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
  return db.transaction().execute(async (trx) => ({
    messages: count(
      await trx.deleteFrom("contact_messages").where("created_at", "<", cutoff).executeTakeFirst(),
    ),
    applications: count(
      await trx.deleteFrom("job_applications").where("created_at", "<", cutoff).executeTakeFirst(),
    ),
    meetings: count(await trx.deleteFrom("meetings").where("end_at", "<", cutoff).executeTakeFirst()),
    mails: count(
      await trx
        .deleteFrom("mail_outbox")
        .where("created_at", "<", cutoff)
        .where("status", "in", ["sent", "failed"])
        .executeTakeFirst(),
    ),
    auditLog: count(
      await trx.deleteFrom("audit_log").where("created_at", "<", auditCutoff).executeTakeFirst(),
    ),
    ...(analyticsRawDays === undefined
      ? {}
      : { analytics: await purgeRawAnalytics(trx, { rawDays: analyticsRawDays, now }) }),
  }));
}

/**
 * Deletes raw analytics events and sessions of agency days more than `rawDays` before `now`'s (the
 * daily rollups stay), and every salt of a day before today's: once its day is over, no visitor hash
 * can be made again (decision 31).
 */
export async function purgeRawAnalytics(
  db: Kysely<Database>,
  { rawDays, now }: { rawDays: number; now: Date },
): Promise<{ events: number; sessions: number; salts: number }> {
  const today = dayOf(now);
  const cutoff = addDays(today, -rawDays);
  const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
  return {
    events: count(await db.deleteFrom("analytics_events").where("day", "<", cutoff).executeTakeFirst()),
    sessions: count(await db.deleteFrom("analytics_sessions").where("day", "<", cutoff).executeTakeFirst()),
    salts: count(await db.deleteFrom("analytics_salts").where("day", "<", today).executeTakeFirst()),
  };
}

/** Runs the purge shortly after start-up and then every `intervalMs` (a day). */
export function startRetentionSchedule({
  db,
  logger,
  days,
  auditDays,
  analyticsRawDays,
  intervalMs = DAY_MS,
  firstRunMs = MINUTE_MS,
  now = () => new Date(),
}: RetentionPeriods & {
  db: Kysely<Database>;
  logger: Logger;
  intervalMs?: number;
  /** The first purge waits this long, so start-up (and migrations) are not slowed by it. */
  firstRunMs?: number;
  now?: () => Date;
}): PollingLoop {
  const log = logger.child({ component: "retention" });
  return startPollingLoop({
    // Resolves with the visitors' rows deleted (messages, applications, meetings).
    async run() {
      const counts = await purgeExpiredData(db, { days, auditDays, analyticsRawDays, now: now() });
      log.info({ days, auditDays, ...counts }, "retention purge done");
      return counts.messages + counts.applications + counts.meetings;
    },
    intervalMs,
    firstRunMs,
    log,
    failureMessage: "retention purge failed; will try again at the next run",
  });
}
