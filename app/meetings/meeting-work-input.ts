import { z } from "zod";
import { fieldErrors, multiLineText } from "#app/forms/field-rules.ts";
import { teamMessageBody } from "#app/mail/team-message-body.ts";
import type { RuleResult } from "#app/meetings/meeting-rules.ts";

/** A change to who holds a meeting and where it happens: any of the assignee (null: nobody) and the link (null: none). */
export type MeetingWorkChange = { assigneeId?: number | null; meetingLink?: string | null };

export const MEETING_LINK_MAX = 500;
const MEETING_NOTE_MAX = 5_000;
const MAX_ID = 2_147_483_647;

const assigneeRule = "must be a team member's id, or null for nobody";
const linkRule = "must be an http(s) address such as https://meet.jit.si/elevate-call, or empty for none";

// The link reaches the visitor's mail, invitation and manage page, so only a web address will do:
// never javascript: or a bare word a mail program would guess at.
function isWebAddress(value: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(value) || !URL.canParse(value)) return false;
  return ["http:", "https:"].includes(new URL(value).protocol);
}

const workSchema = z.object({
  assigneeId: z
    .number({ error: assigneeRule })
    .int({ error: assigneeRule })
    .min(1, { error: assigneeRule })
    .max(MAX_ID, { error: assigneeRule })
    .nullable()
    .optional(),
  meetingLink: z
    .string({ error: linkRule })
    .trim()
    .max(MEETING_LINK_MAX, { error: `must be at most ${MEETING_LINK_MAX} characters` })
    .refine((value) => value === "" || isWebAddress(value), { error: linkRule })
    .transform((value) => value || null)
    .nullable()
    .optional(),
});

/** `{"assigneeId"}` and/or `{"meetingLink"}` of a PATCH to a meeting; errors keyed by the field at fault. */
export function checkMeetingWork(fields: unknown): RuleResult<MeetingWorkChange> {
  const others = Object.keys(typeof fields === "object" && fields ? fields : {}).filter(
    (key) => key !== "assigneeId" && key !== "meetingLink",
  );
  if (others.length)
    return {
      ok: false,
      errors: Object.fromEntries(
        others.map((key) => [
          key,
          "cannot go with assigneeId or meetingLink: send it in a request of its own",
        ]),
      ),
    };
  const parsed = workSchema.safeParse(fields);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  if (parsed.data.assigneeId === undefined && parsed.data.meetingLink === undefined)
    return { ok: false, errors: { body: 'Send "assigneeId" or "meetingLink".' } };
  return { ok: true, value: parsed.data };
}

/** True when a PATCH body asks for work on the meeting (assignee, link) rather than a new time or status. */
export function isWorkChange(fields: Record<string, unknown>): boolean {
  return "assigneeId" in fields || "meetingLink" in fields;
}

const noteSchema = z.object({ body: multiLineText("body", MEETING_NOTE_MAX) });
const messageSchema = z.object({ body: teamMessageBody });

/** `{"body"}` of a note on a meeting (1 to 5,000 characters once trimmed). */
export function checkMeetingNote(fields: unknown): RuleResult<string> {
  const parsed = noteSchema.safeParse(fields);
  return parsed.success
    ? { ok: true, value: parsed.data.body }
    : { ok: false, errors: fieldErrors(parsed.error) };
}

/** `{"body"}` of a message mailed to a meeting's visitor (1 to 20,000 characters once trimmed). */
export function checkMeetingMessage(fields: unknown): RuleResult<string> {
  const parsed = messageSchema.safeParse(fields);
  return parsed.success
    ? { ok: true, value: parsed.data.body }
    : { ok: false, errors: fieldErrors(parsed.error) };
}
