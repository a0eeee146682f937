import { type Kysely, sql } from "kysely";
import { isSqlite } from "#db/dialect.ts";

// Copied, not imported: a migration keeps meaning what it meant when it ran.
const lists = [
  { table: "contact_messages", phone: "user_phone" },
  { table: "job_applications", phone: "phone" },
] as const;

/** How many of a number's last digits the key keeps: an Indian number without its +91 or leading 0. */
const KEY_DIGITS = 10;

/**
 * `phone_key`: the last ten digits of the phone as typed, spaces, dashes, brackets, dots and the plus
 * dropped ("+91 98390-11111" and "098390 11111" both give 9839011111), kept by the database itself
 * (a generated column: SQLite computes it on read and stores it only in the index, PostgreSQL stores
 * it), with a B-tree index. A search typed as a phone number looks its key up as a prefix: one index
 * range, however many rows, and one index entry more for each submission to write.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, phone } of lists) {
    const t = sql.table(table);
    const index = sql.ref(`${table}_phone_key_idx`);
    if (isSqlite(db)) {
      // The characters the phone field accepts (app/forms) besides digits, and a dot some people type.
      let digits = sql`${sql.ref(phone)}`;
      for (const mark of [" ", "-", "+", "(", ")", "."])
        digits = sql`replace(${digits}, ${sql.lit(mark)}, '')`;
      await sql`alter table ${t} add column phone_key text
        generated always as (substr(${digits}, ${sql.lit(-KEY_DIGITS)})) virtual`.execute(db);
      await sql`create index ${index} on ${t} (phone_key)`.execute(db);
      continue;
    }
    await sql`alter table ${t} add column phone_key text generated always as
      (right(regexp_replace(${sql.ref(phone)}, '[^0-9]', '', 'g'), ${sql.lit(KEY_DIGITS)})) stored`.execute(
      db,
    );
    // Byte order, so a prefix is one range of the index whatever the database's collation.
    await sql`create index ${index} on ${t} (phone_key collate "C")`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table } of lists) {
    await db.schema.dropIndex(`${table}_phone_key_idx`).execute();
    await db.schema.alterTable(table).dropColumn("phone_key").execute();
  }
}
