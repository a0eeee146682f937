import { ImapFlow } from "imapflow";
import type { Logger } from "pino";
import type { DatabaseHandle } from "#db/database.ts";
import { SECOND_MS } from "#app/lib/time-units.ts";
import { type PollingLoop, startPollingLoop } from "#app/background/polling-loop.server.ts";
import { wakeOutboxWorker } from "#app/mail/outbox-signal.ts";
import { type InboundConfig, receiveInboundMail } from "#app/inbound/inbound-mail.server.ts";
import { INBOUND_RAW_MAX_BYTES } from "#app/inbound/inbound-limits.ts";

/** Where a message goes once it is taken, so no poller (of any instance) reads it again. */
export const PROCESSED_FOLDER = "Processed";

export type ImapPollerOptions = {
  database: Pick<DatabaseHandle, "db">;
  config: InboundConfig & { IMAP_URL?: string; IMAP_POLL_SECONDS: number };
  logger: Logger;
};

type Mailbox = { host: string; port: number; secure: boolean; user: string; pass: string; folder: string };

/** The parts of IMAP_URL: imaps://user:password@host[:port]/[folder] (INBOX when none). */
function parseImapUrl(url: string): Mailbox {
  const parsed = new URL(url);
  const secure = parsed.protocol === "imaps:";
  const folder = decodeURIComponent(parsed.pathname.replace(/^\/+/, "")) || "INBOX";
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 993 : 143,
    secure,
    user: decodeURIComponent(parsed.username),
    pass: decodeURIComponent(parsed.password),
    folder,
  };
}

/**
 * Starts reading the inbound mailbox when IMAP_URL is set: every IMAP_POLL_SECONDS it takes the
 * unseen messages of the folder, stores each through `receiveInboundMail`, then flags it \Seen and
 * moves it to "Processed" (created when missing). A message whose storing fails stays unseen for the
 * next round, and the round goes on to the next one. Two instances may read at once: both may store the same message, which the unique
 * Message-ID keeps to one row, and the second move finds it gone (decision 29).
 */
export function startImapPoller({ database, config, logger }: ImapPollerOptions): PollingLoop {
  const log = logger.child({ component: "imap-poller" });
  if (!config.IMAP_URL) return { runOnce: async () => 0, stop: async () => {} };
  const mailbox = parseImapUrl(config.IMAP_URL);

  async function readMailbox(stopping: AbortSignal): Promise<number> {
    const client = new ImapFlow({
      host: mailbox.host,
      port: mailbox.port,
      secure: mailbox.secure,
      auth: { user: mailbox.user, pass: mailbox.pass },
      logger: false,
      connectionTimeout: 30 * SECOND_MS,
    });
    client.on("error", (error: unknown) => log.warn({ err: error }, "IMAP connection error"));
    await client.connect();
    let taken = 0;
    try {
      const folders = await client.list();
      if (!folders.some((folder) => folder.path === PROCESSED_FOLDER)) {
        await client.mailboxCreate(PROCESSED_FOLDER).catch(() => undefined); // another poller made it
      }
      const lock = await client.getMailboxLock(mailbox.folder);
      try {
        const uids = (await client.search({ seen: false }, { uid: true })) || [];
        for (const uid of uids) {
          if (stopping.aborted) break;
          const message = await client.fetchOne(String(uid), { source: true, size: true }, { uid: true });
          if (!message || !message.source) continue;
          if (message.source.byteLength > INBOUND_RAW_MAX_BYTES) {
            log.warn(
              { uid, size: message.source.byteLength },
              "inbound mail too large; moved without storing",
            );
          } else {
            const result = await receiveInboundMail(
              database.db,
              new Uint8Array(message.source),
              config,
            ).catch((error: unknown) => {
              // Left unseen for the next round; the messages after it are not held up behind it.
              log.error({ err: error, uid }, "storing an inbound mail failed; it stays unseen");
              return undefined;
            });
            if (!result) continue;
            if (result.outcome === "stored") wakeOutboxWorker();
            log.info({ uid, outcome: result.outcome }, "inbound mail taken");
          }
          await client.messageFlagsAdd(String(uid), ["\\Seen"], { uid: true });
          await client.messageMove(String(uid), PROCESSED_FOLDER, { uid: true });
          taken += 1;
        }
      } finally {
        lock.release();
      }
    } finally {
      await client.logout().catch(() => client.close());
    }
    return taken;
  }

  log.info(
    { host: mailbox.host, folder: mailbox.folder, every: config.IMAP_POLL_SECONDS },
    "IMAP poller started",
  );
  return startPollingLoop({
    run: readMailbox,
    intervalMs: config.IMAP_POLL_SECONDS * SECOND_MS,
    log,
    failureMessage: "reading the inbound mailbox failed; will try again at the next poll",
    firstRunMs: 0,
  });
}
