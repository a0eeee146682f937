import { type RouterContextProvider, data, redirect } from "react-router";
import { requireAdmin } from "#app/auth/require-admin.server.ts";
import { readBodyFields } from "#app/http/request-body.server.ts";
import { type UploadedFile, readMultipartBody } from "#app/http/multipart-body.server.ts";
import {
  ATTACHMENTS_MAX_BYTES,
  ATTACHMENT_FIELD,
  REPLY_ATTACHMENTS_MAX,
} from "#app/attachments/attachment-limits.ts";
import { checkReplyFiles } from "#app/leads/lead-replies-api.server.ts";
import type { TeamPerson } from "#app/leads/admin-page.server.ts";
import { parseInboxId } from "#app/inbox/inbox-query.ts";
import { type InboxKind, markInboxOpened } from "#app/inbox/inbox-store.server.ts";
import { type LeadDetailJson, leadDetail } from "#app/leads/lead-detail.server.ts";
import { checkLeadChange, checkNote } from "#app/leads/lead-input.ts";
import { statusLabel } from "#app/inbox/lead-status.ts";
import { teamMessageBody } from "#app/mail/team-message-body.ts";
import { type SavedReplyChoice, savedReplyChoices } from "#app/team/saved-replies.server.ts";
import { noteLead, replyToLead, workLead } from "#app/leads/lead-work.server.ts";
import { NO_ADDRESS, NO_ADDRESS_TEXT } from "#app/leads/lead-replies.server.ts";
import { type Viewer, viewerOf } from "#app/auth/viewer.ts";
import { listTeam } from "#app/auth/users.server.ts";

type Args = {
  request: Request;
  params: { id?: string };
  context: Readonly<RouterContextProvider>;
};

/** What /admin/messages/{id} and /admin/applications/{id} show. */
export type LeadPageData = {
  viewer: Viewer;
  kind: InboxKind;
  lead: LeadDetailJson;
  /** Who the lead can be given to: everyone on the team who is not disabled. */
  people: TeamPerson[];
  /** The signed-in person's saved replies, to insert into the reply box. */
  savedReplies: SavedReplyChoice[];
};

export type LeadIntent = "work" | "status" | "assignee" | "note" | "reply" | "read" | "unread" | "value";

/** What a form on the page answers: a sentence to announce, and for a refused note what was typed. */
export type LeadActionResult =
  | { ok: true; intent: LeadIntent; message: string }
  | { ok: false; intent: LeadIntent | "unknown"; message: string; body?: string };

const nouns = { messages: "message", applications: "application" } as const;
const noStore = { "Cache-Control": "private, no-store" };

function leadIdOrThrow(kind: InboxKind, raw: string | undefined): number {
  const id = parseInboxId(raw);
  if (typeof id !== "number") throw data(`No such ${nouns[kind]}`, { status: 404 });
  return id;
}

/**
 * GET: the lead with its conversation and the team to assign it to; 404 for an unknown id. Opening
 * the page marks the lead read, as in any shared inbox.
 */
export async function leadPageLoader(kind: InboxKind, args: Args): Promise<LeadPageData> {
  const admin = await requireAdmin(args);
  const id = leadIdOrThrow(kind, args.params.id);
  await markInboxOpened(admin.database, kind, id);
  const [lead, team, savedReplies] = await Promise.all([
    leadDetail(admin.database, kind, id),
    listTeam(admin.database.db),
    savedReplyChoices(admin.database.db, admin.user.id),
  ]);
  if (!lead) throw data(`No such ${nouns[kind]}`, { status: 404 });
  const people = team
    // A disabled person cannot be given new leads, but one who already holds this lead is still named.
    .filter((person) => !person.disabled || person.id === lead.assignee?.id)
    .map(({ id: personId, name, email, disabled }) => ({ id: personId, name, email, disabled }));
  return { viewer: viewerOf(admin.user), kind, lead, people, savedReplies };
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

function refused(intent: LeadIntent | "unknown", message: string, status = 400, body?: string) {
  return data<LeadActionResult>({ ok: false, intent, message, body }, { status, headers: noStore });
}

function done(intent: LeadIntent, message: string) {
  return data<LeadActionResult>({ ok: true, intent, message }, { headers: noStore });
}

/**
 * POST, the page's plain forms (they work without JavaScript; with it, fetchers send them):
 * `intent=work` with `status` and `assigneeId` (empty for nobody) in one step, or either alone as
 * `intent=status` or `intent=assignee`; `intent=note` or `intent=reply` with `body`; `intent=read`,
 * or `intent=unread` (which goes back to the list, as the page would mark the lead read again). The same functions as the JSON API do the work and write the audit rows.
 */
export async function leadPageAction(kind: InboxKind, args: Args) {
  const admin = await requireAdmin(args);
  const id = leadIdOrThrow(kind, args.params.id);
  // The reply form is multipart (its files); every other form is a plain one.
  const multipart = /^multipart\/form-data/i.test(args.request.headers.get("content-type") ?? "");
  const form = multipart
    ? await readMultipartBody(args.request, {
        fileField: ATTACHMENT_FIELD,
        fileMaxBytes: ATTACHMENTS_MAX_BYTES,
        maxFiles: REPLY_ATTACHMENTS_MAX,
      })
    : await readBodyFields(args.request);
  if (!form.ok && multipart) return refused("reply", form.message, form.status);
  const fields = form.ok ? form.fields : {};
  const uploaded: UploadedFile[] = form.ok && "files" in form ? (form.files as UploadedFile[]) : [];
  const intent = text(fields.intent);
  const gone = () => refused("unknown", `This ${nouns[kind]} no longer exists.`, 404);

  if (intent === "note") {
    const checked = checkNote({ body: fields.body });
    if (!checked.ok)
      return refused("note", `Note ${checked.errors.body ?? "is not valid"}.`, 400, text(fields.body));
    const note = await noteLead(admin, kind, id, checked.value);
    return note ? done("note", "Note added.") : gone();
  }

  if (intent === "reply") {
    const checked = teamMessageBody.safeParse(fields.body);
    if (!checked.success) {
      // The shared rule names the field "body"; the page calls it the reply.
      const problem = (checked.error.issues[0]?.message ?? "body is not valid.").replace(
        /^body /,
        "The reply ",
      );
      return refused("reply", problem, 400, text(fields.body));
    }
    const files = checkReplyFiles(uploaded);
    if (!files.ok) return refused("reply", files.message, 400, text(fields.body));
    const reply = await replyToLead(admin, kind, id, checked.data, files.files);
    if (reply === NO_ADDRESS) return refused("reply", NO_ADDRESS_TEXT, 409, text(fields.body));
    return reply ? done("reply", "Reply queued: it is on its way to the sender.") : gone();
  }

  if (intent === "read" || intent === "unread") {
    const result = await workLead(admin, kind, id, { read: intent === "read" });
    if (!result.ok) return gone();
    // Opening the page would mark it read again: an unread lead is left from its list.
    if (intent === "unread") throw redirect(`/admin?tab=${kind}`, { status: 303 });
    return done(intent, "Marked as read.");
  }

  if (intent === "value" && kind === "messages") {
    const raw = text(fields.value).trim();
    const checked = checkLeadChange(kind, { value: /^\d{1,10}$/.test(raw) ? Number(raw) : raw });
    if (!checked.ok) return refused("value", `Value ${checked.errors.value ?? "is not valid"}.`);
    const result = await workLead(admin, kind, id, checked.value);
    if (!result.ok) return gone();
    return done("value", `Value set to ₹${new Intl.NumberFormat("en-IN").format(checked.value.value ?? 0)}.`);
  }

  if (intent === "work" || intent === "status" || intent === "assignee") {
    const raw = text(fields.assigneeId);
    const change = {
      ...(intent === "assignee" ? {} : { status: text(fields.status) }),
      ...(intent === "status"
        ? {}
        : { assigneeId: raw === "" ? null : /^\d{1,10}$/.test(raw) ? Number(raw) : raw }),
    };
    const checked = checkLeadChange(kind, change);
    if (!checked.ok) {
      const [field, problem = "is not valid"] = Object.entries(checked.errors)[0] ?? [];
      return refused(intent, `${field === "assigneeId" ? "Assignee" : "Status"} ${problem}.`);
    }
    const result = await workLead(admin, kind, id, checked.value);
    if (!result.ok && result.problem === "assignee") return refused(intent, `That person ${result.message}.`);
    if (!result.ok) return gone();
    const status = `Status set to ${statusLabel(result.row.status)}.`;
    const assignee = result.row.assignee_name;
    const assigned = assignee ? `Assigned to ${assignee}.` : "Now assigned to nobody.";
    if (intent === "status") return done(intent, status);
    if (intent === "assignee") return done(intent, assigned);
    const { changed } = result;
    if (!changed.status && !changed.assignee) return done(intent, "Nothing changed: both were already so.");
    return done(intent, [changed.status ? status : "", changed.assignee ? assigned : ""].join(" ").trim());
  }
  return refused("unknown", "Choose a change to make.");
}
