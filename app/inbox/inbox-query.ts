import { isPlainText } from "#app/forms/field-rules.ts";
import { MAX_PAGE_SIZE, PAGE_SIZE } from "#app/http/pagination-links.ts";

/**
 * The lead filters the store applies (see inbox-filters.ts): `assignee` is a user id or "none", and
 * the range is of ISO instants, `createdFrom` inclusive and `createdBefore` exclusive.
 */
type LeadConditions = {
  status?: string;
  assignee?: number | "none";
  /** A service's slug, or "none" for messages without one. */
  service?: string;
  job?: number;
  /** The channel of the lead's visit (issue 33), or "none" for leads with no known source. */
  channel?: string;
  createdFrom?: string;
  createdBefore?: string;
};

/**
 * What the inbox lists: a search text (substring of name, e-mail or message), the unread-only switch and
 * any lead filters.
 */
export type InboxFilter = { q: string; unread: boolean } & LeadConditions;
export type InboxPaging = { page: number; limit: number };
export type InboxQuery = InboxFilter & InboxPaging;

const MAX_SEARCH_LENGTH = 200;
const MAX_PAGE = 1_000_000;
const flags: Record<string, boolean | undefined> = {
  "": false,
  false: false,
  "0": false,
  true: true,
  "1": true,
};

export type ParsedInboxQuery =
  { ok: true; query: InboxQuery } | { ok: false; errors: Partial<Record<keyof InboxQuery, string>> };

function whole(value: string, min: number, max: number): number | undefined {
  if (!/^\d{1,7}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

/** Reads `q`, `page`, `limit` and `unread` from a query string; names each field that is wrong. */
export function parseInboxQuery(params: URLSearchParams): ParsedInboxQuery {
  const errors: Partial<Record<keyof InboxQuery, string>> = {};
  const q = (params.get("q") ?? "").trim();
  if (q.length > MAX_SEARCH_LENGTH) errors.q = `must be at most ${MAX_SEARCH_LENGTH} characters`;
  // No stored name or address holds one (the forms' text rule), and NUL breaks SQLite's search.
  else if (!isPlainText(q, "one")) errors.q = "must be one line of text, without control characters";

  const rawPage = params.get("page") ?? "";
  const page = rawPage === "" ? 1 : whole(rawPage, 1, MAX_PAGE);
  if (page === undefined) errors.page = "must be a whole number from 1";

  const rawLimit = params.get("limit") ?? "";
  const limit = rawLimit === "" ? PAGE_SIZE : whole(rawLimit, 1, MAX_PAGE_SIZE);
  if (limit === undefined) errors.limit = `must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

  const rawUnread = (params.get("unread") ?? "").toLowerCase();
  const unread = flags[rawUnread];
  if (unread === undefined) errors.unread = "must be true or false";

  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, query: { q, unread: unread!, page: page!, limit: limit! } };
}

/** The query, or the defaults for every field that is wrong (for pages, which never answer 400). */
export function inboxQueryOrDefaults(params: URLSearchParams): InboxQuery {
  const parsed = parseInboxQuery(params);
  if (parsed.ok) return parsed.query;
  const cleaned = new URLSearchParams(params);
  for (const field of Object.keys(parsed.errors)) cleaned.delete(field);
  const retried = parseInboxQuery(cleaned);
  return retried.ok ? retried.query : { q: "", unread: false, page: 1, limit: PAGE_SIZE };
}

/** The inbox id in a URL: a positive integer. "invalid" for malformed text (400), "absent" when it cannot exist (404). */
export function parseInboxId(raw: string | undefined): number | "invalid" | "absent" {
  if (!raw || !/^\d{1,20}$/.test(raw)) return "invalid";
  const id = Number(raw);
  // Ids are 32-bit integers in PostgreSQL; a larger number is well formed but names nothing.
  return id >= 1 && id <= 2_147_483_647 ? id : "absent";
}
