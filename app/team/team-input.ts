import { z } from "zod";
import type { UserRole } from "#db/schema.ts";
import type { BodyFields } from "#app/http/request-body.server.ts";
import { NAME_MAX, emailAddress, fieldErrors, singleLineText } from "#app/forms/field-rules.ts";
import { USER_ROLES } from "#app/auth/users.server.ts";

/** Input that was refused: a message per field, keyed by the field's name in the request. */
type FieldProblems = { ok: false; errors: Record<string, string> };
export type Checked<T> = { ok: true; value: T } | FieldProblems;

const role = z.enum(USER_ROLES as [UserRole, ...UserRole[]], {
  error: "Role must be owner or member.",
});

/** A person's display name, as invitations and the account page take it. */
const displayName = singleLineText("Name", NAME_MAX);

export type InviteInput = { email: string; name: string; role: UserRole };

const inviteSchema = z.object({
  email: emailAddress("E-mail address"),
  name: displayName,
  // The least power is the default: an owner who means "owner" says so.
  role: role.default("member"),
});

/** `{"email","name","role"}` of an invitation (API or form); the role defaults to member. */
export function checkInvite(fields: BodyFields): Checked<InviteInput> {
  const parsed = inviteSchema.safeParse(fields);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}

/** What an owner may change about a person: their role, and whether they are disabled. */
export type MemberChange = { role?: UserRole; disabled?: boolean };

const changeSchema = z
  .object({
    role: role.optional(),
    disabled: z.boolean({ error: "disabled must be true or false." }).optional(),
  })
  .refine((change) => change.role !== undefined || change.disabled !== undefined, {
    message: 'Send "role" (owner or member) or "disabled" (true or false).',
  });

/** `{"role"}` and/or `{"disabled": true|false}` of a PATCH to a person. */
export function checkMemberChange(fields: BodyFields): Checked<MemberChange> {
  const parsed = changeSchema.safeParse(fields);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}

/** The name on the account page (`{"name"}`). */
export function checkName(fields: BodyFields): Checked<string> {
  const parsed = displayName.safeParse(fields.name);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, errors: { name: parsed.error.issues[0]?.message ?? "Name is required." } };
}
