import { serviceSlugs } from "#app/content/services.ts";
import { DAY_BOUNDS_RULE, isDayInBounds } from "#app/lib/date-bounds.ts";
import { AGENCY_ZONE, dayBounds } from "#app/lib/office-clock.ts";
import { type LeadKind, type LeadStatus, isLeadStatus, statusRule } from "#app/inbox/lead-status.ts";
import { CHANNELS, type Channel } from "#app/analytics/channel.ts";

/**
 * The lead filters of an inbox list as its URL gives them (`status`, `assignee`, `service` for
 * messages, `job` for applications, `from` and `to`), each absent when not asked for. `assignee`
 * "me" is the signed-in person, "none" the unassigned leads.
 */
export type LeadFilterQuery = {
  status?: LeadStatus;
  assignee?: number | "me" | "none";
  /** A service's slug, or "none" for messages that named no service. */
  service?: string;
  job?: number;
  /** The channel of the visit that sent the lead (issue 33), or "none" for leads with no known source. */
  channel?: Channel | "none";
  /** Days as given (YYYY-MM-DD), both inclusive, on the agency's clock. */
  from?: string;
  to?: string;
  /** The same range as ISO instants: `createdFrom` inclusive, `createdBefore` exclusive. */
  createdFrom?: string;
  createdBefore?: string;
};

type LeadFilterParam = "status" | "assignee" | "service" | "job" | "channel" | "from" | "to";
export type ParsedLeadFilters =
  { ok: true; filters: LeadFilterQuery } | { ok: false; errors: Partial<Record<LeadFilterParam, string>> };

// Ids are positive integers that fit the databases' integer columns. A job's id is checked for shape
// only: an application keeps the id of a job since deleted.
const MAX_ID = 2_147_483_647;
const isId = (text: string) => /^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_ID;

/** Reads the lead filters for a list of `kind`; names each parameter that is wrong. */
export function parseLeadFilters(params: URLSearchParams, kind: LeadKind): ParsedLeadFilters {
  const errors: Partial<Record<LeadFilterParam, string>> = {};
  const filters: LeadFilterQuery = {};
  const raw = (name: LeadFilterParam) => (params.get(name) ?? "").trim();

  const status = raw("status");
  if (status && isLeadStatus(kind, status)) filters.status = status;
  else if (status) errors.status = statusRule(kind);

  const assignee = raw("assignee");
  if (assignee === "me" || assignee === "none") filters.assignee = assignee;
  else if (isId(assignee)) filters.assignee = Number(assignee);
  else if (assignee) errors.assignee = "must be me, none or a team member's id";

  const service = raw("service");
  if (service && kind !== "messages") errors.service = "filters messages only";
  else if (service === "none" || (serviceSlugs as readonly string[]).includes(service))
    filters.service = service;
  else if (service) errors.service = `must be none or one of ${serviceSlugs.join(", ")}`;

  const job = raw("job");
  if (job && kind !== "applications") errors.job = "filters applications only";
  else if (isId(job)) filters.job = Number(job);
  else if (job) errors.job = "must be a job's id, such as 2";

  const channel = raw("channel");
  const named = CHANNELS.find((known) => known.toLowerCase() === channel.toLowerCase());
  if (channel.toLowerCase() === "none") filters.channel = "none";
  else if (named) filters.channel = named;
  else if (channel) errors.channel = `must be none or one of ${CHANNELS.join(", ")}`;

  // Days are the agency's: "leads of 24 November" are those the office received on its 24 November,
  // whichever zone the browser is in.
  const dayRule = `must be a date (YYYY-MM-DD), a day in ${AGENCY_ZONE}`;
  const day = (name: "from" | "to") => {
    if (!raw(name)) return undefined;
    const range = dayBounds(raw(name));
    if (!range) errors[name] = dayRule;
    else if (!isDayInBounds(raw(name))) errors[name] = DAY_BOUNDS_RULE;
    return errors[name] ? undefined : range;
  };
  const from = day("from");
  const to = day("to");
  if (from && to && to.end <= from.start) errors.to = "must not be before from";
  if (from) Object.assign(filters, { from: raw("from"), createdFrom: from.start.toISOString() });
  if (to) Object.assign(filters, { to: raw("to"), createdBefore: to.end.toISOString() });

  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, filters };
}

/** The lead filters, each wrong one left out (for the admin page, which never answers 400). */
export function leadFiltersOrDefaults(params: URLSearchParams, kind: LeadKind): LeadFilterQuery {
  const parsed = parseLeadFilters(params, kind);
  if (parsed.ok) return parsed.filters;
  const cleaned = new URLSearchParams(params);
  for (const name of Object.keys(parsed.errors)) cleaned.delete(name);
  const retried = parseLeadFilters(cleaned, kind);
  return retried.ok ? retried.filters : {};
}
