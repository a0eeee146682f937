import type { Logger } from "pino";
import type { AppServices } from "#app/context.ts";
import { MINUTE_MS } from "#app/lib/time-units.ts";
import { type PollingLoop, startPollingLoop } from "#app/background/polling-loop.server.ts";
import { wakeOutboxWorker } from "#app/mail/outbox-signal.ts";
import { linkedMeetingNotifier } from "#app/meetings/meeting-mails.server.ts";
import { REMINDER_LEAD_MS } from "#app/meetings/meeting-rules.ts";
// A run claims at most this many meetings; the next run takes the rest.
const BATCH = 100;

type Services = Pick<AppServices, "database" | "config">;

/**
 * Queues the reminder of every active meeting that starts within the next 24 hours and has had none,
 * and answers how many it queued. The claim is one conditional update (`reminder_sent_at IS NULL`) in
 * the transaction that queues the mails: however many instances run this at once, each meeting is
 * claimed by exactly one of them (PostgreSQL re-checks the condition after waiting for the row; SQLite
 * runs one writing transaction at a time), and its mail exists exactly when its claim does.
 */
export async function sendDueReminders(services: Services, now = new Date()): Promise<number> {
  const notify = await linkedMeetingNotifier(services, now);
  const { db } = services.database;
  const due = db
    .selectFrom("meetings")
    .select("id")
    .where("status", "=", "active")
    .where("reminder_sent_at", "is", null)
    .where("start_at", ">", now.toISOString())
    .where("start_at", "<=", new Date(now.getTime() + REMINDER_LEAD_MS).toISOString())
    .orderBy("start_at")
    .limit(BATCH);
  // A read first, as the outbox does: an idle check should cost SQLite no write lock.
  if (!(await due.executeTakeFirst())) return 0;
  const count = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("meetings")
      .set({ reminder_sent_at: now.toISOString() })
      .where("id", "in", due)
      .where("status", "=", "active")
      .where("reminder_sent_at", "is", null)
      .returningAll()
      .execute();
    for (const meeting of claimed) await notify(trx, { kind: "reminder", meeting });
    return claimed.length;
  });
  if (count) wakeOutboxWorker();
  return count;
}

/** Looks for due reminders every `intervalMs` (five minutes), on every instance. */
export function startReminderSchedule({
  services,
  logger,
  intervalMs = 5 * MINUTE_MS,
}: {
  services: Services;
  logger: Logger;
  intervalMs?: number;
}): PollingLoop {
  const log = logger.child({ component: "meeting-reminders" });
  return startPollingLoop({
    run: async () => {
      const count = await sendDueReminders(services);
      if (count) log.info({ count }, "meeting reminders queued");
      return count;
    },
    intervalMs,
    log,
    failureMessage: "meeting reminders failed; will try again at the next run",
  });
}
