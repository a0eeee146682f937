import type { Kysely, Selectable } from "kysely";
import type { Database, UserTable } from "#db/schema.ts";
import { isSqlite } from "#db/dialect.ts";
import type { AuditAction } from "#app/audit/audit-log.server.ts";
import { type AdminRequest, auditAction } from "#app/auth/require-admin.server.ts";
import { enqueueMail } from "#app/mail/outbox.server.ts";
import { wakeOutboxWorker } from "#app/mail/outbox-signal.ts";
import { invitationMail } from "#app/team/invitation-mail.ts";
import { invitationUrl, newInvitation, revokeInvitations } from "#app/team/invitations.server.ts";
import type { InviteInput, MemberChange } from "#app/team/team-input.ts";
import {
  type TeamMember,
  createUser,
  findTeamMember,
  findUserRow,
  findUserRowByEmail,
  normalizeEmail,
} from "#app/auth/users.server.ts";

/** A change the owner asked for that the team's rules refuse: the status, a message, the field. */
export type TeamRefusal = {
  ok: false;
  status: 400 | 404 | 409;
  message: string;
  errors?: Record<string, string>;
};
export type Invited = { ok: true; id: number; inviteUrl: string };

function refusal(status: TeamRefusal["status"], message: string, field?: string): TeamRefusal {
  return { ok: false, status, message, errors: field ? { [field]: message } : undefined };
}

const ALREADY_ON_TEAM = "This e-mail address is already on the team.";

// Both dialects' codes for a unique index refusing a row (two owners inviting one address at once).
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}

/** Creates the invitation and queues its mail, in the caller's transaction; returns the link. */
async function sendInvitation(
  trx: Kysely<Database>,
  admin: AdminRequest,
  person: { id: number; email: string; name: string },
  now: Date,
): Promise<string> {
  const { token, expiresAt } = await newInvitation(trx, { userId: person.id, invitedBy: admin.user.id, now });
  const url = invitationUrl(admin.config.SITE_URL, token);
  const inviter = { name: admin.user.name, email: admin.user.email };
  await enqueueMail(
    trx,
    invitationMail({ to: person.email, name: person.name, inviter, url, expiresAt }),
    now,
  );
  return url;
}

/**
 * Adds a person to the team without a password and sends them an invitation (the row, the link and
 * the mail in one transaction). An address already on the team is refused (409, naming `email`).
 */
export async function inviteMember(
  admin: AdminRequest,
  input: InviteInput,
  now = new Date(),
): Promise<Invited | TeamRefusal> {
  const { db } = admin.database;
  const email = normalizeEmail(input.email);
  if (await findUserRowByEmail(db, email)) return refusal(409, ALREADY_ON_TEAM, "email");
  let invited: { id: number; inviteUrl: string };
  try {
    invited = await db.transaction().execute(async (trx) => {
      const id = await createUser(trx, { email, name: input.name, role: input.role, now });
      const inviteUrl = await sendInvitation(trx, admin, { id, email, name: input.name.trim() }, now);
      return { id, inviteUrl };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return refusal(409, ALREADY_ON_TEAM, "email");
    throw error;
  }
  wakeOutboxWorker();
  await auditAction(admin, "user.invite", { kind: "user", id: invited.id });
  return { ok: true, ...invited };
}

/**
 * Sends a person who has not accepted yet a new invitation; their earlier link stops working.
 * Refused (409) once they have set a password, and while they are disabled.
 */
export async function resendInvitation(
  admin: AdminRequest,
  userId: number,
  now = new Date(),
): Promise<Invited | TeamRefusal> {
  const { db } = admin.database;
  const row = await findUserRow(db, userId);
  if (!row) return refusal(404, "There is no such person on the team.");
  if (row.password_hash !== null) return refusal(409, `${row.name} has already accepted their invitation.`);
  if (row.disabled_at !== null) return refusal(409, `${row.name} is disabled: enable them first.`);
  const inviteUrl = await db
    .transaction()
    .execute((trx) => sendInvitation(trx, admin, { id: userId, email: row.email, name: row.name }, now));
  wakeOutboxWorker();
  await auditAction(admin, "user.invite", { kind: "user", id: userId });
  return { ok: true, id: userId, inviteUrl };
}

const isActiveOwner = (row: Selectable<UserTable>) =>
  row.role === "owner" && row.disabled_at === null && row.password_hash !== null;

/**
 * The ids of the owners who can sign in. On PostgreSQL their rows stay locked until the transaction
 * ends, in id order, so two owners demoting or disabling each other at once cannot both see the
 * other as "another owner": the second waits for the first and then counts what it committed.
 * (SQLite runs one writing transaction at a time.)
 */
async function lockActiveOwners(trx: Kysely<Database>): Promise<number[]> {
  let query = trx
    .selectFrom("users")
    .select("id")
    .where("role", "=", "owner")
    .where("disabled_at", "is", null)
    .where("password_hash", "is not", null)
    .orderBy("id");
  if (!isSqlite(trx)) query = query.forUpdate();
  return (await query.execute()).map((row) => Number(row.id));
}

/**
 * Changes a person's role and/or disables or re-enables them. The last active owner can be neither
 * demoted nor disabled (400), and nobody disables themselves. Disabling ends the person's sessions,
 * pending sign-ins, unused invitations and calendar feed at once. Each change is audited; answers the person.
 */
export async function changeMember(
  admin: AdminRequest,
  userId: number,
  change: MemberChange,
  now = new Date(),
): Promise<{ ok: true; member: TeamMember } | TeamRefusal> {
  const { db } = admin.database;
  const outcome = await db.transaction().execute(async (trx) => {
    const owners = await lockActiveOwners(trx);
    const row = await findUserRow(trx, userId);
    if (!row) return refusal(404, "There is no such person on the team.");
    const losesOwner = isActiveOwner(row) && (change.role === "member" || change.disabled === true);
    if (losesOwner && !owners.some((id) => id !== userId)) {
      const field = change.disabled === true ? "disabled" : "role";
      return refusal(
        400,
        `${row.name} is the team's last active owner: make someone else an owner first.`,
        field,
      );
    }
    if (change.disabled === true && userId === admin.user.id) {
      return refusal(400, "You cannot disable your own account; another owner can.", "disabled");
    }

    const events: AuditAction[] = [];
    if (change.role !== undefined && change.role !== row.role) {
      await trx.updateTable("users").set({ role: change.role }).where("id", "=", userId).execute();
      events.push("user.role_change");
    }
    if (change.disabled === true && row.disabled_at === null) {
      await trx
        .updateTable("users")
        .set({ disabled_at: now.toISOString() })
        .where("id", "=", userId)
        .execute();
      // Their very next request finds no session; a link or half-finished sign-in is no way back in.
      await trx.deleteFrom("sessions").where("user_id", "=", userId).execute();
      await trx.deleteFrom("pending_sign_ins").where("user_id", "=", userId).execute();
      // Nor a calendar feed: its address ends for good, so enabling them again revives nothing.
      await trx.deleteFrom("calendar_feeds").where("user_id", "=", userId).execute();
      await revokeInvitations(trx, userId);
      events.push("user.disable");
    }
    if (change.disabled === false && row.disabled_at !== null) {
      await trx.updateTable("users").set({ disabled_at: null }).where("id", "=", userId).execute();
      events.push("user.enable");
    }
    return { ok: true as const, events };
  });
  if (!outcome.ok) return outcome;
  for (const action of outcome.events) await auditAction(admin, action, { kind: "user", id: userId });
  const member = await findTeamMember(db, userId);
  return { ok: true, member: member! };
}
