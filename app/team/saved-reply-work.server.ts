import { z } from "zod";
import { type AdminRequest, auditAction } from "#app/auth/require-admin.server.ts";
import type { BodyFields } from "#app/http/request-body.server.ts";
import { teamMessageBody } from "#app/mail/team-message-body.ts";
import {
  SAVED_REPLIES_MAX,
  SAVED_REPLY_NAME_MAX,
  type SavedReplyJson,
  createSavedReply,
  deleteSavedReply,
  updateSavedReply,
} from "#app/team/saved-replies.server.ts";
import { fieldErrors, singleLineText } from "#app/forms/field-rules.ts";

/**
 * A person's saved replies changed the one way for the JSON API and the account page's forms: the
 * same checks, the same refusals in words, the same audit rows.
 */

/** What a change came to: the saved reply, or the status and words of its refusal. */
export type SavedReplyOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; status: 400 | 404 | 409; message: string; errors?: Record<string, string> };

const name = singleLineText("name", SAVED_REPLY_NAME_MAX);
const createSchema = z.object({ name, body: teamMessageBody });
const changeSchema = z
  .object({ name: name.optional(), body: teamMessageBody.optional() })
  .refine((change) => change.name !== undefined || change.body !== undefined, {
    message: 'Send "name", "body" or both.',
    path: ["name"],
  });

const NOT_FOUND = { ok: false, status: 404, message: "You have no saved reply with this id." } as const;
const LIMIT_MESSAGE = `You can keep at most ${SAVED_REPLIES_MAX} saved replies; delete one first.`;
const NAME_TAKEN = "You already have a saved reply with this name.";

function invalid(error: z.ZodError): SavedReplyOutcome<never> {
  const errors = fieldErrors(error);
  return { ok: false, status: 400, message: `Please correct: ${Object.keys(errors).join(", ")}`, errors };
}

/** Saves a new reply `{name, body}` for the signed-in person. */
export async function saveNewReply(
  admin: AdminRequest,
  fields: BodyFields,
): Promise<SavedReplyOutcome<SavedReplyJson>> {
  const parsed = createSchema.safeParse(fields);
  if (!parsed.success) return invalid(parsed.error);
  const saved = await createSavedReply(admin.database.db, admin.user.id, parsed.data);
  if (saved === "limit") return { ok: false, status: 409, message: LIMIT_MESSAGE };
  if (saved === "duplicate-name")
    return { ok: false, status: 409, message: NAME_TAKEN, errors: { name: NAME_TAKEN } };
  await auditAction(admin, "saved_reply.create", { kind: "saved-reply", id: saved.id });
  return { ok: true, value: saved };
}

/** Renames and/or rewrites one of the person's own saved replies (anyone else's is not found). */
export async function changeSavedReply(
  admin: AdminRequest,
  id: number | undefined,
  fields: BodyFields,
): Promise<SavedReplyOutcome<SavedReplyJson>> {
  if (id === undefined) return NOT_FOUND;
  const parsed = changeSchema.safeParse(fields);
  if (!parsed.success) return invalid(parsed.error);
  const saved = await updateSavedReply(admin.database.db, admin.user.id, id, parsed.data);
  if (saved === undefined) return NOT_FOUND;
  if (saved === "duplicate-name")
    return { ok: false, status: 409, message: NAME_TAKEN, errors: { name: NAME_TAKEN } };
  await auditAction(admin, "saved_reply.update", { kind: "saved-reply", id });
  return { ok: true, value: saved };
}

/** Deletes one of the person's own saved replies. */
export async function removeSavedReply(
  admin: AdminRequest,
  id: number | undefined,
): Promise<SavedReplyOutcome<null>> {
  if (id === undefined || !(await deleteSavedReply(admin.database.db, admin.user.id, id))) return NOT_FOUND;
  await auditAction(admin, "saved_reply.delete", { kind: "saved-reply", id });
  return { ok: true, value: null };
}
