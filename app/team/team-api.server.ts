import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { requireOwnerApi } from "#app/auth/require-admin.server.ts";
import { apiError, methodNotAllowed } from "#app/http/api-error.ts";
import { readBodyFields } from "#app/http/request-body.server.ts";
import {
  type Invited,
  type TeamRefusal,
  changeMember,
  inviteMember,
  resendInvitation,
} from "#app/team/team-changes.server.ts";
import { type Checked, checkInvite, checkMemberChange } from "#app/team/team-input.ts";
import { memberJson } from "#app/team/team-json.ts";
import { findTeamMember, listTeam } from "#app/auth/users.server.ts";

// Answers carry invitation links and who is on the team: never kept by a cache on the way.
const noStore = { "Cache-Control": "private, no-store" };

const NOT_FOUND = "There is no such person on the team.";

/** The `{id}` of a path as a user id, or undefined for anything that cannot be one. */
function userIdOf(param: string | undefined): number | undefined {
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : undefined;
}

function refused(refusal: TeamRefusal): Response {
  return apiError(refusal.status, refusal.message, refusal.errors, noStore);
}

async function readChecked<T>(request: Request, check: (fields: Record<string, unknown>) => Checked<T>) {
  const body = await readBodyFields(request);
  if (!body.ok) return apiError(body.status, body.message, undefined, noStore);
  const checked = check(body.fields);
  if (!checked.ok)
    return apiError(400, "Please correct the fields named in errors.", checked.errors, noStore);
  return checked.value;
}

function invitedAnswer(invited: Invited): Response {
  return Response.json(
    { id: invited.id, inviteUrl: invited.inviteUrl },
    { status: 201, headers: { ...noStore, Location: `/api/admin/users/${invited.id}` } },
  );
}

/** `GET /api/admin/users` (owners): everyone on the team, owners first. */
export async function listTeamApi(args: LoaderFunctionArgs): Promise<Response> {
  const admin = await requireOwnerApi(args);
  const team = await listTeam(admin.database.db);
  return Response.json(team.map(memberJson), { headers: noStore });
}

/**
 * `POST /api/admin/users` (owners) with `{"email","name","role"}`: invites the person (the link also
 * goes out by mail) and answers 201 `{"id","inviteUrl"}`; 400 names a bad field, 409 an address
 * already on the team.
 */
export async function inviteApi(args: ActionFunctionArgs): Promise<Response> {
  const admin = await requireOwnerApi(args);
  if (args.request.method !== "POST") return methodNotAllowed("GET, POST");
  const input = await readChecked(args.request, checkInvite);
  if (input instanceof Response) return input;
  const invited = await inviteMember(admin, input);
  return invited.ok ? invitedAnswer(invited) : refused(invited);
}

/** `GET /api/admin/users/{id}` (owners): one person. */
export async function getMemberApi(args: LoaderFunctionArgs): Promise<Response> {
  const admin = await requireOwnerApi(args);
  const id = userIdOf(args.params.id);
  const member = id === undefined ? undefined : await findTeamMember(admin.database.db, id);
  if (!member) return apiError(404, NOT_FOUND, undefined, noStore);
  return Response.json(memberJson(member), { headers: noStore });
}

/**
 * `PATCH /api/admin/users/{id}` (owners) with `{"role"}` and/or `{"disabled": true|false}` -> 200 with
 * the person (400 for the last active owner). `POST` re-sends the invitation of a person who has not
 * accepted yet -> 201 `{"id","inviteUrl"}`, and their earlier link stops working.
 */
export async function changeMemberApi(args: ActionFunctionArgs): Promise<Response> {
  const admin = await requireOwnerApi(args);
  const { method } = args.request;
  if (method !== "PATCH" && method !== "POST") return methodNotAllowed("GET, PATCH, POST");
  const id = userIdOf(args.params.id);
  if (id === undefined) return apiError(404, NOT_FOUND, undefined, noStore);
  if (method === "POST") {
    const invited = await resendInvitation(admin, id);
    return invited.ok ? invitedAnswer(invited) : refused(invited);
  }
  const change = await readChecked(args.request, checkMemberChange);
  if (change instanceof Response) return change;
  const changed = await changeMember(admin, id, change);
  if (!changed.ok) return refused(changed);
  return Response.json(memberJson(changed.member), { headers: noStore });
}
