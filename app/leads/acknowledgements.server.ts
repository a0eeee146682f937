import { createHash, randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { PipelinedTransaction } from "#db/pipelined-transaction.ts";
import { HOUR_MS, MINUTE_MS } from "#app/lib/time-units.ts";
import { type OutgoingMail, outboxRow } from "#app/mail/outbox.server.ts";

/** An address gets at most one acknowledgement in this long, however often its forms are sent. */
export const ACKNOWLEDGEMENT_INTERVAL_MS = HOUR_MS;
const PRUNE_EVERY_MS = 10 * MINUTE_MS;
let lastPruneAt = 0;

/** How an address is kept in `acknowledgement_limits`: the SHA-256 (hex) of it trimmed and lower-cased. */
export function addressHash(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

/** The acknowledgements a batch of stored submissions would send, first come first served per address. */
export function firstPerAddress<T extends { mail: OutgoingMail }>(entries: T[]): Array<T & { hash: string }> {
  const chosen = new Map<string, T & { hash: string }>();
  for (const entry of entries) {
    const hash = addressHash(entry.mail.to);
    if (!chosen.has(hash)) chosen.set(hash, { ...entry, hash });
  }
  return [...chosen.values()];
}

/**
 * Queues acknowledgements in the transaction that stores their submissions, each only if its address
 * had none in the last hour, without waiting for an answer (the group commit's two round trips stay
 * two). Each address's slot is taken by an upsert that overwrites only an expired slot, under a random
 * claim; the mail is inserted only where the slot then holds that claim. A concurrent transaction
 * taking the same slot waits for this one's row lock and then finds the slot fresh, so across
 * instances at most one acknowledgement per address and hour is queued; a rollback frees the slot.
 */
export function queueAcknowledgements(
  tx: PipelinedTransaction,
  entries: Array<{ mail: OutgoingMail; now: Date }>,
): void {
  // In the order of their hashes: two batches taking the same slots then lock them in the same
  // order, so on PostgreSQL they wait for each other instead of deadlocking.
  const chosen = firstPerAddress(entries)
    .sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0))
    .map((entry) => ({ ...entry, claim: randomUUID() }));
  if (chosen.length === 0) return;
  const earliest = Math.min(...chosen.map(({ now }) => now.getTime()));
  const expired = new Date(earliest - ACKNOWLEDGEMENT_INTERVAL_MS).toISOString();

  // Slots older than the interval decide nothing; drop them now and then so the table stays small.
  if (earliest - lastPruneAt >= PRUNE_EVERY_MS) {
    lastPruneAt = earliest;
    tx.write(tx.db.deleteFrom("acknowledgement_limits").where("sent_at", "<=", expired));
  }
  tx.write(
    tx.db
      .insertInto("acknowledgement_limits")
      .values(
        chosen.map(({ hash, now, claim }) => ({ address_hash: hash, sent_at: now.toISOString(), claim })),
      )
      .onConflict((conflict) =>
        conflict
          .column("address_hash")
          .doUpdateSet((eb) => ({ sent_at: eb.ref("excluded.sent_at"), claim: eb.ref("excluded.claim") }))
          .where("acknowledgement_limits.sent_at", "<=", expired),
      ),
  );

  const selects = chosen.map(({ mail, now, hash, claim }) => {
    const row = outboxRow(mail, now);
    return sql`select ${row.kind}, ${row.recipient}, ${row.reply_to}, ${row.subject}, ${row.text_body},
      ${row.html_body}, ${row.attachments_json}, ${row.headers_json}, ${row.next_attempt_at}, ${row.created_at}
      where exists (select 1 from acknowledgement_limits where address_hash = ${hash} and claim = ${claim})`;
  });
  const insert = sql`insert into mail_outbox (kind, recipient, reply_to, subject, text_body, html_body,
    attachments_json, headers_json, next_attempt_at, created_at) ${sql.join(selects, sql` union all `)}`;
  tx.write({ compile: () => insert.compile(tx.db) });
}
