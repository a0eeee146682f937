import { type RawBuilder, type Selectable, sql } from "kysely";
import type { DatabaseHandle } from "#db/database.ts";
import type { ContactMessageTable, JobApplicationTable } from "#db/schema.ts";
import type { InboxFilter } from "#app/inbox/inbox-query.ts";

// The SQL pieces the inbox list, its search and its export share: tables, filters, rows.

export type InboxKind = "messages" | "applications";
/** The name and address of the person a lead is assigned to (null when nobody is). */
type AssigneeColumns = { assignee_name: string | null; assignee_email: string | null };
export type MessageRow = Selectable<ContactMessageTable> & AssigneeColumns;
/** An application with the name of its CV (null when none came with it). */
export type ApplicationRow = Selectable<JobApplicationTable> & { cv_name: string | null } & AssigneeColumns;
export type InboxRow<K extends InboxKind> = K extends "messages" ? MessageRow : ApplicationRow;

export type InboxStore = Pick<DatabaseHandle, "db" | "dialect">;

// Table and column names are fixed here, never taken from a request.
export const tables = {
  messages: {
    table: "contact_messages",
    search: "contact_messages_search",
    name: "user_name",
    email: "user_email",
  },
  applications: {
    table: "job_applications",
    search: "job_applications_search",
    name: "name",
    email: "email",
  },
} as const;

const TRIGRAM = 3;

/** A search of at least this many digits (and nothing but a phone's characters) is taken for a phone number. */
const MIN_PHONE_DIGITS = 5;
/** How many of a number's last digits migration 0028's `phone_key` keeps. */
const PHONE_KEY_DIGITS = 10;

/**
 * The `phone_key` prefix a search typed as a phone number looks up: its digits without leading zeros
 * (a trunk prefix), their last ten. "+91 98390 11111", "098390-11111" and "9839011111" all give
 * 9839011111; "98390" finds the numbers that start so. Null for any other search.
 */
export function phoneKeyOf(q: string): string | null {
  if (!/^[\d\s().+-]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, "").replace(/^0+/, "");
  return digits.length >= MIN_PHONE_DIGITS ? digits.slice(-PHONE_KEY_DIGITS) : null;
}

/**
 * The ids of rows whose phone's key starts with `key`, or whose name or address holds it (an address
 * such as 9839011111@gmail.com): an index range of migration 0028 and the usual text search.
 */
export function phoneMatch(store: InboxStore, kind: InboxKind, key: string): RawBuilder<unknown> {
  const { table, search } = tables[kind];
  const t = sql.table(table);
  // Digits sort before ':' byte by byte: the range holds exactly the keys that start with `key`.
  const end = `${key}:`;
  if (store.dialect === "sqlite") {
    const fts = sql.table(search);
    return sql`id in (select id from ${t} where phone_key >= ${key} and phone_key < ${end}
      union select rowid from ${fts} where ${fts} match ${ftsPhrase(key)})`;
  }
  return sql`id in (select id from ${t} where phone_key collate "C" >= ${key} and phone_key collate "C" < ${end}
    union select id from ${t} where ${textMatch(store, kind, key)})`;
}

/** `%`, `_` and the escape character itself lose their LIKE meaning. */
function likePattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (char) => `!${char}`)}%`;
}

export function usesFts(store: InboxStore, q: string): boolean {
  return store.dialect === "sqlite" && [...q].length >= TRIGRAM;
}

/** SQLite: the FTS5 query for rows whose name, e-mail or message contain `q` (a trigram phrase). */
export function ftsPhrase(q: string): string {
  return `"${q.replaceAll('"', '""')}"`;
}

/** The lead filters as SQL conditions, each served by an index of migration 0009. */
export function leadConditions(kind: InboxKind, filter: InboxFilter): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [];
  if (filter.status) conditions.push(sql`status = ${filter.status}`);
  if (filter.assignee === "none") conditions.push(sql`assignee_id is null`);
  else if (filter.assignee !== undefined) conditions.push(sql`assignee_id = ${filter.assignee}`);
  if (kind === "messages" && filter.service === "none") conditions.push(sql`service is null`);
  else if (kind === "messages" && filter.service) conditions.push(sql`service = ${filter.service}`);
  if (filter.channel === "none") conditions.push(sql`source_channel is null`);
  else if (filter.channel) conditions.push(sql`source_channel = ${filter.channel}`);
  if (kind === "applications" && filter.job) conditions.push(sql`job_id = ${filter.job}`);
  if (filter.createdFrom) conditions.push(sql`created_at >= ${filter.createdFrom}`);
  if (filter.createdBefore) conditions.push(sql`created_at < ${filter.createdBefore}`);
  return conditions;
}

export function where(conditions: RawBuilder<unknown>[]): RawBuilder<unknown> {
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/** The rows of these ids with their assignee (and CV name), in the order of the ids. */
export async function fetchRows<K extends InboxKind>(
  store: InboxStore,
  kind: K,
  ids: number[],
): Promise<InboxRow<K>[]> {
  if (ids.length === 0) return [];
  const assignee = ["users.name as assignee_name", "users.email as assignee_email"] as const;
  const rows: (MessageRow | ApplicationRow)[] =
    kind === "messages"
      ? await store.db
          .selectFrom("contact_messages")
          .leftJoin("users", "users.id", "contact_messages.assignee_id")
          .selectAll("contact_messages")
          .select(assignee)
          .where("contact_messages.id", "in", ids)
          .execute()
      : await store.db
          .selectFrom("job_applications")
          .leftJoin("application_cvs", "application_cvs.application_id", "job_applications.id")
          .leftJoin("users", "users.id", "job_applications.assignee_id")
          .selectAll("job_applications")
          .select("application_cvs.file_name as cv_name")
          .select(assignee)
          .where("job_applications.id", "in", ids)
          .execute();
  const byId = new Map(rows.map((row) => [row.id, row as InboxRow<K>]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Whether a row's name, e-mail or message contains `q`, ignoring case. SQLite: LIKE on the three
 * columns (it ignores ASCII case; its FTS5 index serves searches with few matches). PostgreSQL: LIKE on
 * `search_text` (migration 0015: name and e-mail lowered, joined by a line break), which its trigram
 * index and the search walk index carry, and on lower(message) (migration 0030's trigram index); a
 * search holding a line break is checked against the name and e-mail each too.
 */
export function textMatch(store: InboxStore, kind: InboxKind, q: string): RawBuilder<unknown> {
  const { name, email } = tables[kind];
  if (store.dialect === "sqlite") {
    const pattern = likePattern(q);
    return sql`(${sql.ref(name)} like ${pattern} escape '!' or ${sql.ref(email)} like ${pattern} escape '!'
      or message like ${pattern} escape '!')`;
  }
  const pattern = likePattern(q.toLowerCase());
  const message = sql`lower(message) like ${pattern} escape '!'`;
  const joined = sql`search_text like ${pattern} escape '!'`;
  if (!q.includes("\n")) return sql`(${joined} or ${message})`;
  return sql`((${joined} and (lower(${sql.ref(name)}) like ${pattern} escape '!'
    or lower(${sql.ref(email)}) like ${pattern} escape '!')) or ${message})`;
}
