import { createHash } from "node:crypto";
import { domainToASCII } from "node:url";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { MINUTE_MS } from "#app/lib/time-units.ts";
import { type OutgoingMail, enqueueMail } from "#app/mail/outbox.server.ts";

/**
 * At most this many automatic mails (acknowledgements, meeting confirmations and reminders) reach one
 * mailbox on one of the agency's days while nobody has proven the address is theirs: a public form
 * must not make the agency's server a way to flood a stranger. Mail the team writes (replies, its own
 * changes to a meeting) is not counted.
 */
const VISITOR_MAILS_PER_DAY = 3;

const PRUNE_EVERY_MS = 10 * MINUTE_MS;
let lastPruneAt = 0;

/**
 * The mailbox an address delivers to, as the cap counts it: lower-cased, the local part's `+tag`
 * dropped, the domain in its ASCII form; for Gmail, whose addresses ignore dots, the dots dropped too
 * (each dot placement would otherwise be a fresh allowance for the same inbox).
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  let local = address.slice(0, at).split("+")[0]!;
  let domain = domainToASCII(address.slice(at + 1)) || address.slice(at + 1);
  if (domain === "googlemail.com") domain = "gmail.com";
  if (domain === "gmail.com") local = local.replaceAll(".", "");
  return `${local}@${domain}`;
}

/** How a mailbox is kept in `visitor_mail_counts`: the SHA-256 (hex) of `mailboxOf(email)`; no address is kept. */
export function mailboxHash(email: string): string {
  return createHash("sha256").update(mailboxOf(email)).digest("hex");
}

/**
 * The statement that counts one mail to each mailbox on its day (one entry per mailbox and day). The
 * upsert locks the row until the transaction ends, so concurrent transactions on any instance count
 * one after another and every one reads a count that includes its own mail.
 */
function countVisitorMails(db: Kysely<Database>, entries: Array<{ hash: string; day: string }>) {
  return db
    .insertInto("visitor_mail_counts")
    .values(entries.map(({ hash, day }) => ({ address_hash: hash, day, sent: 1 })))
    .onConflict((conflict) =>
      conflict
        .columns(["address_hash", "day"])
        .doUpdateSet((eb) => ({ sent: eb("visitor_mail_counts.sent", "+", 1) })),
    );
}

/**
 * The statement that forgets days before `day` (they decide nothing any more), at most once every
 * ten minutes per process; undefined when not due.
 */
function pruneVisitorMailCountsIfDue(db: Kysely<Database>, now: Date, day: string) {
  if (now.getTime() - lastPruneAt < PRUNE_EVERY_MS) return undefined;
  lastPruneAt = now.getTime();
  return db.deleteFrom("visitor_mail_counts").where("day", "<", day);
}

/**
 * Counts one automatic mail to `to`'s mailbox on the agency's date `day`, in the transaction `trx`,
 * and resolves true while that mailbox is within the day's cap: the caller then queues the mail in
 * the same transaction. A mail over the cap is counted too.
 */
export async function withinVisitorMailCap(
  trx: Kysely<Database>,
  to: string,
  { now, day }: { now: Date; day: string },
): Promise<boolean> {
  await pruneVisitorMailCountsIfDue(trx, now, day)?.execute();
  const { sent } = await countVisitorMails(trx, [{ hash: mailboxHash(to), day }])
    .returning("sent")
    .executeTakeFirstOrThrow();
  return Number(sent) <= VISITOR_MAILS_PER_DAY;
}

/**
 * Queues `mail` to a visitor's address in the transaction `trx` if its mailbox is within the day's
 * cap (the agency's date `day`), counting it either way. Resolves true when the mail was queued.
 */
export async function enqueueVisitorMail(
  trx: Kysely<Database>,
  mail: OutgoingMail,
  when: { now: Date; day: string },
): Promise<boolean> {
  if (!(await withinVisitorMailCap(trx, mail.to, when))) return false;
  await enqueueMail(trx, mail, when.now);
  return true;
}
