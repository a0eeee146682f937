import type { Selectable } from "kysely";
import type { ContactMessageTable, JobApplicationTable } from "#db/schema.ts";

/** A contact message as the API returns it (spec section 7), plus the service it was about. */
export type MessageJson = {
  _id: string;
  user_name: string;
  user_email: string;
  user_phone: string;
  message: string;
  service: string | null;
  createdAt: string;
  read: boolean;
};

/** A job application as the API returns it; `jobId` is the `id` of the job applied for. */
export type ApplicationJson = {
  _id: string;
  jobId: number;
  jobTitle: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  createdAt: string;
  read: boolean;
  /** Whether a CV came with it; download it from `/api/applications/{_id}/cv`. */
  hasCv: boolean;
  cvName: string | null;
};

/** The visitor's message as they sent it (the lead's status and assignee are added by app/leads). */
export function messageJson(row: Selectable<ContactMessageTable>): MessageJson {
  return {
    _id: String(row.id),
    user_name: row.user_name,
    user_email: row.user_email,
    user_phone: row.user_phone,
    message: row.message,
    service: row.service,
    createdAt: row.created_at,
    read: Number(row.read) === 1,
  };
}

/** The application as the visitor sent it, with its CV's name. */
export function applicationJson(
  row: Selectable<JobApplicationTable> & { cv_name: string | null },
): ApplicationJson {
  return {
    _id: String(row.id),
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
  };
}
