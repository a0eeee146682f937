import type { AuditAction } from "#app/audit/audit-log.server.ts";
import { isAuditAction } from "#app/audit/audit-actions.ts";
import { EARLIEST_DAY, LATEST_DAY, isDayInBounds } from "#app/lib/date-bounds.ts";
import { AGENCY_ZONE, dayBounds } from "#app/lib/office-clock.ts";
import { MAX_PAGE_SIZE, PAGE_SIZE } from "#app/http/pagination-links.ts";

/**
 * Which rows of the audit log to list: one person (a user id, or "none" for actions no known person
 * did, such as a failed sign-in with an unknown address), one action, and a time range as ISO
 * instants, `from` inclusive and `before` exclusive. Null where there is no condition.
 */
export type AuditFilter = {
  actor: number | "none" | null;
  action: AuditAction | null;
  from: string | null;
  before: string | null;
};
export type AuditQuery = AuditFilter & { page: number; limit: number };

/** The query string's names for the fields (`to` is the inclusive end of the range). */
export type AuditParam = "actor" | "action" | "from" | "to" | "page" | "limit";
export type ParsedAuditQuery =
  { ok: true; query: AuditQuery } | { ok: false; errors: Partial<Record<AuditParam, string>> };

const MAX_PAGE = 1_000_000;
const MAX_USER_ID = 2_147_483_647;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
// A time needs its zone, so that the range means the same instant to every client.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const DATE_RULE = `must be a date (YYYY-MM-DD, a day in ${AGENCY_ZONE}) or a date and time with its zone (ISO 8601), from ${EARLIEST_DAY} to ${LATEST_DAY}`;

function whole(value: string, min: number, max: number): number | undefined {
  if (!/^\d{1,10}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

/**
 * A day (the agency's whole day, as the rest of the admin reads one: its first moment, or the next
 * day's) or an instant, in milliseconds.
 */
function readTime(value: string, end: "start" | "end"): number | undefined {
  if (!isDayInBounds(value.slice(0, 10))) return undefined;
  if (DATE.test(value)) {
    // Null for 2026-02-30 and other days that are not real.
    const day = dayBounds(value);
    if (!day) return undefined;
    return (end === "start" ? day.start : day.end).getTime();
  }
  if (!INSTANT.test(value)) return undefined;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return undefined;
  // An instant given as `to` is included: the range ends just after it.
  return end === "start" ? ms : ms + 1;
}

/** Reads `actor`, `action`, `from`, `to`, `page` and `limit`; names each one that is wrong. */
export function parseAuditQuery(params: URLSearchParams): ParsedAuditQuery {
  const errors: Partial<Record<AuditParam, string>> = {};
  const raw = (name: AuditParam) => (params.get(name) ?? "").trim();

  const page = raw("page") === "" ? 1 : whole(raw("page"), 1, MAX_PAGE);
  if (page === undefined) errors.page = "must be a whole number from 1";
  const limit = raw("limit") === "" ? PAGE_SIZE : whole(raw("limit"), 1, MAX_PAGE_SIZE);
  if (limit === undefined) errors.limit = `must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

  const rawActor = raw("actor");
  const actor = rawActor === "" ? null : rawActor === "none" ? "none" : whole(rawActor, 1, MAX_USER_ID);
  if (actor === undefined) errors.actor = "must be a user id (a whole number from 1) or none";

  const rawAction = raw("action");
  const action = rawAction === "" ? null : isAuditAction(rawAction) ? rawAction : undefined;
  if (action === undefined) errors.action = "must be one of the audit log's actions, such as inbox.delete";

  const from = raw("from") === "" ? null : readTime(raw("from"), "start");
  if (from === undefined) errors.from = DATE_RULE;
  const before = raw("to") === "" ? null : readTime(raw("to"), "end");
  if (before === undefined) errors.to = DATE_RULE;
  else if (before !== null && typeof from === "number" && before <= from)
    errors.to = "must not be before from";

  if (Object.keys(errors).length) return { ok: false, errors };
  const iso = (ms: number | null | undefined) => (typeof ms === "number" ? new Date(ms).toISOString() : null);
  return {
    ok: true,
    query: {
      actor: actor!,
      action: action!,
      from: iso(from),
      before: iso(before),
      page: page!,
      limit: limit!,
    },
  };
}

/**
 * For the page, which never answers 400: the query without the fields that were wrong, and their
 * names, so it can say which filters it left out.
 */
export function auditQueryOrDefaults(params: URLSearchParams): { query: AuditQuery; ignored: AuditParam[] } {
  const parsed = parseAuditQuery(params);
  if (parsed.ok) return { query: parsed.query, ignored: [] };
  const ignored = Object.keys(parsed.errors) as AuditParam[];
  const cleaned = new URLSearchParams(params);
  for (const field of ignored) cleaned.delete(field);
  const retried = parseAuditQuery(cleaned);
  const fallback = { actor: null, action: null, from: null, before: null, page: 1, limit: PAGE_SIZE };
  return { query: retried.ok ? retried.query : fallback, ignored };
}
