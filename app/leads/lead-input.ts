import { z } from "zod";
import { fieldErrors, multiLineText } from "#app/forms/field-rules.ts";
import { type LeadKind, type LeadStatus, leadStatuses, statusRule } from "#app/inbox/lead-status.ts";

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/**
 * A change to one lead: any of its read flag, status and assignee (null: nobody), and for a message
 * what it was worth once won (whole rupees, issue 33).
 */
export type LeadChange = { read?: boolean; status?: LeadStatus; assigneeId?: number | null; value?: number };

const NOTE_MAX = 5_000;
const MAX_ID = 2_147_483_647;

function changeSchema(kind: LeadKind) {
  return z
    .object({
      read: z.boolean({ error: "must be true or false" }).optional(),
      status: z
        .enum(leadStatuses(kind) as [LeadStatus, ...LeadStatus[]], { error: statusRule(kind) })
        .optional(),
      assigneeId: z
        .number({ error: "must be a team member's id, or null for nobody" })
        .int({ error: "must be a team member's id, or null for nobody" })
        .min(1, { error: "must be a team member's id, or null for nobody" })
        .max(MAX_ID, { error: "must be a team member's id, or null for nobody" })
        .nullable()
        .optional(),
      // Only a message (a sales lead) has a value; an application's PATCH leaves the field out.
      ...(kind === "messages"
        ? {
            value: z
              .number({ error: "must be a whole number of rupees, 0 or more" })
              .int({ error: "must be a whole number of rupees, 0 or more" })
              .min(0, { error: "must be a whole number of rupees, 0 or more" })
              .max(MAX_ID, { error: `must be at most ${MAX_ID} rupees` })
              .optional(),
          }
        : {}),
    })
    .refine((change) => Object.values(change).some((value) => value !== undefined), {
      error: `Send "read" (true or false), "status" or "assigneeId" (a team member's id or null)${kind === "messages" ? ', or "value" (whole rupees)' : ""}.`,
    });
}

/** `{"read"}`, `{"status"}` and/or `{"assigneeId"}` of a PATCH to a message or application. */
export function checkLeadChange(kind: LeadKind, fields: unknown): Checked<LeadChange> {
  const parsed = changeSchema(kind).safeParse(fields);
  return parsed.success
    ? { ok: true, value: parsed.data as LeadChange }
    : { ok: false, errors: fieldErrors(parsed.error) };
}

// Trimmed, counted in characters (not UTF-16 units), and refused if PostgreSQL could not store it.
const noteSchema = z.object({ body: multiLineText("Note", NOTE_MAX) });

/** `{"body"}` of a new note: 1 to 5,000 characters once trimmed. */
export function checkNote(fields: unknown): Checked<string> {
  const parsed = noteSchema.safeParse(fields);
  return parsed.success
    ? { ok: true, value: parsed.data.body }
    : { ok: false, errors: fieldErrors(parsed.error) };
}
