import type { Expression, ExpressionBuilder, Kysely, Selectable, SqlBool } from "kysely";
import type { AuditLogTable, Database } from "#db/schema.ts";
import type { AuditEntryJson } from "#app/audit/audit-json.ts";
import type { AuditFilter } from "#app/audit/audit-query.ts";

/** One page of the audit log, newest first, and how many rows match the filter in all. */
export type AuditList = { entries: AuditEntryJson[]; total: number };

// Every condition is served by an index of migration 0008: (actor_user_id, created_at),
// (action, created_at) or (created_at desc, id desc).
function matching(filter: AuditFilter) {
  return (eb: ExpressionBuilder<Database, "audit_log">) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.actor === "none") conditions.push(eb("actor_user_id", "is", null));
    else if (filter.actor !== null) conditions.push(eb("actor_user_id", "=", filter.actor));
    if (filter.action !== null) conditions.push(eb("action", "=", filter.action));
    if (filter.from !== null) conditions.push(eb("created_at", ">=", filter.from));
    if (filter.before !== null) conditions.push(eb("created_at", "<", filter.before));
    return eb.and(conditions);
  };
}

type People = Map<number, { name: string; email: string }>;

function entryJson(row: Selectable<AuditLogTable>, people: People): AuditEntryJson {
  const actorId = row.actor_user_id === null ? null : Number(row.actor_user_id);
  const person = actorId === null ? undefined : people.get(actorId);
  return {
    id: Number(row.id),
    time: row.created_at,
    actor:
      actorId === null ? null : { id: actorId, name: person?.name ?? null, email: person?.email ?? null },
    action: row.action,
    target:
      row.target_kind === null
        ? null
        : { kind: row.target_kind, id: row.target_id ?? "", label: row.target_label },
    ip: row.ip,
  };
}

/** The rows that match `filter`, newest first (ties by id), one page of them, with the actors' names. */
export async function listAuditLog(
  db: Kysely<Database>,
  filter: AuditFilter,
  { page, limit }: { page: number; limit: number },
): Promise<AuditList> {
  const [rows, counted] = await Promise.all([
    db
      .selectFrom("audit_log")
      .selectAll()
      .where(matching(filter))
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where(matching(filter))
      .executeTakeFirst(),
  ]);
  // The people of one page, looked up once each; the log keeps plain ids (see migration 0008).
  const ids = [
    ...new Set(rows.flatMap((row) => (row.actor_user_id === null ? [] : [Number(row.actor_user_id)]))),
  ];
  const people: People = new Map();
  if (ids.length) {
    const found = await db
      .selectFrom("users")
      .select(["id", "name", "email"])
      .where("id", "in", ids)
      .execute();
    for (const person of found) people.set(Number(person.id), { name: person.name, email: person.email });
  }
  return { entries: rows.map((row) => entryJson(row, people)), total: Number(counted?.count ?? 0) };
}
