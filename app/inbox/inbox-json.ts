import type { Selectable } from "kysely";
import type { ContactMessageTable, JobApplicationTable } from "#db/schema.ts";
import { type LeadSource, leadSourceJson } from "#app/analytics/lead-source-json.ts";

/**
 * A contact message as the API returns it, plus the service it was about. `id` is its number, as
 * every other item of the API names its own; `_id` is the same as text, the name spec sections 3 and
 * 7 give it, kept for clients written to the spec.
 */
export type MessageJson = {
  id: number;
  _id: string;
  user_name: string;
  user_email: string;
  user_phone: string;
  message: string;
  service: string | null;
  createdAt: string;
  read: boolean;
  /** Where the visit that sent it came from (issue 33); null when unknown. */
  source: LeadSource | null;
  /** What the lead was worth once won, in whole rupees; null until set. */
  value: number | null;
};

/** A job application as the API returns it; `jobId` is the `id` of the job applied for. */
export type ApplicationJson = {
  id: number;
  jobId: number;
  jobTitle: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  createdAt: string;
  read: boolean;
  /** Whether a CV came with it; download it from `/api/applications/{id}/cv`. */
  hasCv: boolean;
  cvName: string | null;
  /** Where the visit that sent it came from (issue 33); null when unknown. */
  source: LeadSource | null;
};

/** The visitor's message as they sent it (the lead's status and assignee are added by app/leads). */
export function messageJson(row: Selectable<ContactMessageTable>): MessageJson {
  return {
    id: row.id,
    _id: String(row.id),
    user_name: row.user_name,
    user_email: row.user_email,
    user_phone: row.user_phone,
    message: row.message,
    service: row.service,
    createdAt: row.created_at,
    read: Number(row.read) === 1,
    source: leadSourceJson(row),
    value: row.value === null ? null : Number(row.value),
  };
}

/** The application as the visitor sent it, with its CV's name. */
export function applicationJson(
  row: Selectable<JobApplicationTable> & { cv_name: string | null },
): ApplicationJson {
  return {
    id: row.id,
    jobId: row.job_id,
    jobTitle: row.job_title,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    createdAt: row.created_at,
    read: Number(row.read) === 1,
    hasCv: row.cv_name !== null,
    cvName: row.cv_name,
    source: leadSourceJson(row),
  };
}
