import {
  type ApplicationJson,
  type MessageJson,
  applicationJson,
  messageJson,
} from "#app/inbox/inbox-json.ts";
import type { ApplicationRow, InboxKind, MessageRow } from "#app/inbox/inbox-store.server.ts";
import type { LeadStatus } from "#app/inbox/lead-status.ts";

/** A team member as a lead shows them. */
type LeadPerson = { id: number; name: string; email: string };

/** What working a lead adds to a message's or application's JSON. */
export type LeadFieldsJson = { status: LeadStatus; assignee: LeadPerson | null };

type LeadColumns = {
  status: LeadStatus;
  assignee_id: number | null;
  assignee_name: string | null;
  assignee_email: string | null;
};

/** The lead's status and assignee, from a row read with its assignee's name and address. */
export function leadFieldsJson(row: LeadColumns): LeadFieldsJson {
  const assignee =
    row.assignee_id === null
      ? null
      : { id: Number(row.assignee_id), name: row.assignee_name ?? "", email: row.assignee_email ?? "" };
  return { status: row.status, assignee };
}

/** A message or application as the lists show it: what the visitor sent, plus status and assignee. */
export type LeadItemJson = (MessageJson | ApplicationJson) & LeadFieldsJson;

/** A row of either list as the API returns it. */
export function leadItemJson(kind: InboxKind, row: MessageRow | ApplicationRow): LeadItemJson {
  const item = kind === "messages" ? messageJson(row as MessageRow) : applicationJson(row as ApplicationRow);
  return { ...item, ...leadFieldsJson(row) };
}
