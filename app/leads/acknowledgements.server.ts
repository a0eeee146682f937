import { sql } from "kysely";
import type { PipelinedTransaction } from "#db/pipelined-transaction.ts";
import { type OutgoingMail, outboxRow } from "#app/mail/outbox.server.ts";
import {
  countVisitorMails,
  mailboxHash,
  pruneVisitorMailCountsIfDue,
  withinVisitorMailCap,
} from "#app/mail/visitor-mail-cap.server.ts";
import { dayOf } from "#app/lib/office-clock.ts";

/** The acknowledgements a batch of stored submissions would send, first come first served per mailbox. */
export function firstPerMailbox<T extends { mail: OutgoingMail }>(entries: T[]): Array<T & { hash: string }> {
  const chosen = new Map<string, T & { hash: string }>();
  for (const entry of entries) {
    const hash = mailboxHash(entry.mail.to);
    if (!chosen.has(hash)) chosen.set(hash, { ...entry, hash });
  }
  return [...chosen.values()];
}

/**
 * Queues acknowledgements in the transaction that stores their submissions, each only while its
 * mailbox is within the daily cap on automatic mail (visitor-mail-cap.server.ts, shared with the
 * meetings' mails), without waiting for an answer (the group commit's two round trips stay two). One
 * upsert counts a mail for each mailbox; each mail is then inserted only where its mailbox's count,
 * its own included, is within the cap. A concurrent transaction counting the same mailbox waits for
 * this one's row lock and then counts on top, so across instances the cap holds; a rollback uncounts.
 * A batch acknowledges each mailbox once (two forms sent in the same moment get one answer).
 */
export function queueAcknowledgements(
  tx: PipelinedTransaction,
  entries: Array<{ mail: OutgoingMail; now: Date }>,
): void {
  // In the order of their hashes: two batches counting the same mailboxes then lock them in the same
  // order, so on PostgreSQL they wait for each other instead of deadlocking.
  const chosen = firstPerMailbox(entries)
    .sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0))
    .map((entry) => ({ ...entry, day: dayOf(entry.now) }));
  if (chosen.length === 0) return;
  const prune = pruneVisitorMailCountsIfDue(tx.db, chosen[0]!.now, chosen[0]!.day);
  if (prune) tx.write(prune);
  tx.write(countVisitorMails(tx.db, chosen));

  const selects = chosen.map(({ mail, now, hash, day }) => {
    const row = outboxRow(mail, now);
    return sql`select ${row.kind}, ${row.recipient}, ${row.reply_to}, ${row.subject}, ${row.text_body},
      ${row.html_body}, ${row.attachments_json}, ${row.headers_json}, ${row.next_attempt_at}, ${row.created_at}
      where ${withinVisitorMailCap(hash, day)}`;
  });
  const insert = sql`insert into mail_outbox (kind, recipient, reply_to, subject, text_body, html_body,
    attachments_json, headers_json, next_attempt_at, created_at) ${sql.join(selects, sql` union all `)}`;
  tx.write({ compile: () => insert.compile(tx.db) });
}
