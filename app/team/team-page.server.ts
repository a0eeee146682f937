import { type RouterContextProvider, data, redirect } from "react-router";
import { requireOwner } from "#app/auth/require-admin.server.ts";
import { readBodyFields } from "#app/http/request-body.server.ts";
import { type Viewer, viewerOf } from "#app/auth/viewer.ts";
import { changeMember, inviteMember, resendInvitation } from "#app/team/team-changes.server.ts";
import { checkInvite, checkMemberChange } from "#app/team/team-input.ts";
import { type MemberJson, memberJson } from "#app/team/team-json.ts";
import { findTeamMember, listTeam } from "#app/auth/users.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** What /admin/team shows: everyone on the team, and who is looking. */
export type TeamPageData = { viewer: Viewer; members: MemberJson[] };

/** The invitation form's fields as typed, shown again with the errors when it was refused. */
export type InviteValues = { email: string; name: string; role: string };

/** What the page shows after a form was sent: the outcome, and for an invitation its link. */
export type TeamActionResult =
  | { ok: true; message: string; inviteUrl?: string }
  | { ok: false; intent: "invite"; errors: Record<string, string>; values: InviteValues }
  | { ok: false; intent: "change"; message: string };

const noStore = { "Cache-Control": "private, no-store" };

/** GET /admin/team (owners; members get 403). */
export async function teamPageLoader(args: Args): Promise<TeamPageData> {
  const admin = await requireOwner(args);
  const team = await listTeam(admin.database.db);
  return { viewer: viewerOf(admin.user), members: team.map(memberJson) };
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

function changeRefused(message: string, status: number) {
  return data<TeamActionResult>({ ok: false, intent: "change", message }, { status, headers: noStore });
}

/**
 * POST /admin/team, the page's plain forms (they work without JavaScript): `intent` invite (email,
 * name, role), resend, role (role), disable or enable, each with the person's `userId`. The same
 * functions as the API do the work.
 */
export async function teamPageAction(args: Args) {
  const admin = await requireOwner(args);
  const body = await readBodyFields(args.request);
  const fields = body.ok ? body.fields : {};
  const intent = text(fields.intent);

  if (intent === "invite") {
    const values = { email: text(fields.email), name: text(fields.name), role: text(fields.role) };
    const checked = checkInvite(fields);
    const invited = checked.ok
      ? await inviteMember(admin, checked.value)
      : { ok: false as const, status: 400, errors: checked.errors };
    if (!invited.ok) {
      const result = { ok: false, intent, errors: invited.errors ?? {}, values } as const;
      return data<TeamActionResult>(result, { status: invited.status, headers: noStore });
    }
    const message = `Invitation sent to ${values.email.trim()}.`;
    return data<TeamActionResult>({ ok: true, message, inviteUrl: invited.inviteUrl }, { headers: noStore });
  }

  const userId = /^[1-9]\d{0,9}$/.test(text(fields.userId)) ? Number(fields.userId) : undefined;
  if (userId === undefined) return changeRefused("Choose a person on the team.", 400);

  if (intent === "resend") {
    const invited = await resendInvitation(admin, userId);
    if (!invited.ok) return changeRefused(invited.message, invited.status);
    const person = await findTeamMember(admin.database.db, userId);
    const message = `A new invitation is on its way to ${person?.email}; the earlier link no longer works.`;
    return data<TeamActionResult>({ ok: true, message, inviteUrl: invited.inviteUrl }, { headers: noStore });
  }

  const checked = checkMemberChange(
    intent === "role"
      ? { role: fields.role }
      : { disabled: intent === "disable" ? true : intent === "enable" ? false : undefined },
  );
  if (!checked.ok) return changeRefused(Object.values(checked.errors)[0] ?? "Choose a change.", 400);
  const changed = await changeMember(admin, userId, checked.value);
  if (!changed.ok) return changeRefused(changed.message, changed.status);
  const { member } = changed;
  // Owners only see this page: someone who made themselves a member goes back to the inbox.
  if (member.id === admin.user.id && member.role !== "owner") throw redirect("/admin", 303);
  const message =
    intent === "role"
      ? `${member.name} is now ${member.role === "owner" ? "an owner" : "a member"}.`
      : member.disabled
        ? `${member.name} is disabled: they were signed out everywhere and cannot sign in.`
        : `${member.name} can sign in again.`;
  return data<TeamActionResult>({ ok: true, message }, { headers: noStore });
}
