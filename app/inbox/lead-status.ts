import type { ApplicationStatus, MessageStatus } from "#db/schema.ts";

/** Which list a lead is in; the same names as the inbox's (`InboxKind`). */
export type LeadKind = "messages" | "applications";
export type LeadStatus = MessageStatus | ApplicationStatus;

// Records keyed by the schema's unions, so the type check names a status missing here. In the
// order a lead moves through them, which is the order the filter and the counts list them in.
const messageStatuses = { new: 0, contacted: 1, qualified: 2, won: 3, lost: 4 } satisfies Record<
  MessageStatus,
  number
>;
const applicationStatuses = {
  new: 0,
  shortlisted: 1,
  interview: 2,
  offer: 3,
  hired: 4,
  rejected: 5,
} satisfies Record<ApplicationStatus, number>;

export const MESSAGE_STATUSES = Object.keys(messageStatuses) as MessageStatus[];
export const APPLICATION_STATUSES = Object.keys(applicationStatuses) as ApplicationStatus[];

/** The statuses a lead of this kind can have, in workflow order. */
export function leadStatuses(kind: LeadKind): readonly LeadStatus[] {
  return kind === "messages" ? MESSAGE_STATUSES : APPLICATION_STATUSES;
}

export function isLeadStatus(kind: LeadKind, value: string): value is LeadStatus {
  return (leadStatuses(kind) as readonly string[]).includes(value);
}

/** The rule a wrong status breaks, naming every allowed value. */
export function statusRule(kind: LeadKind): string {
  return `must be one of ${leadStatuses(kind).join(", ")}`;
}

/** A status as the screens show it: "qualified" -> "Qualified". */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
