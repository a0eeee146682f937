import type { ActionFunctionArgs } from "react-router";
import type { AppServices } from "#app/context.ts";
import { apiError, methodNotAllowed } from "#app/http/api-error.ts";
import { readBodyFields } from "#app/http/request-body.server.ts";
import { wakeOutboxWorker } from "#app/mail/outbox-signal.ts";
import { guardDatabase } from "#app/http/database-unavailable.server.ts";
import { failure, meetingIdPattern, messages } from "#app/meetings/meeting-answers.server.ts";
import {
  type MeetingChangeRequest,
  cancelReasonSchema,
  checkMeetingChange,
  endedMessage,
} from "#app/meetings/meeting-change-body.ts";
import { ownMeetingJson } from "#app/meetings/meeting-json.ts";
import { linkedMeetingNotifier } from "#app/meetings/meeting-mails.server.ts";
import { visitorRules } from "#app/meetings/free-time-rules.server.ts";
import {
  cancelMeeting,
  moveMeeting,
  recordOutcome,
  reopenMeeting,
} from "#app/meetings/meetings-store.server.ts";

/** What a committed change did to the meeting. */
export type MeetingChangeKind = "moved" | "cancelled" | "outcome" | "reopened";

/** An authorised caller: whose meetings they may change, and how a change of theirs is logged. */
export type MeetingChanger = {
  /** The visitor's token hash (their own meetings only), or null for the agency (anyone's). */
  owner: string | null;
  services: Pick<AppServices, "database" | "config">;
  /** Writes the change's log line, once the change is committed. */
  record: (kind: MeetingChangeKind, id: string) => void | Promise<void>;
};

/**
 * A DELETE's optional reason: `reason` in its body (JSON or form data, as the manage page posts it)
 * or, for a DELETE without a body, in its query. Checked by the one text rule for cancel reasons.
 */
async function readCancel(request: Request): Promise<MeetingChangeRequest | Response> {
  let reason: unknown = new URL(request.url).searchParams.get("reason") ?? undefined;
  if (request.headers.get("content-type")) {
    const body = await readBodyFields(request);
    if (!body.ok) return apiError(body.status, body.message);
    if ("reason" in body.fields) reason = body.fields.reason;
  }
  const checked = cancelReasonSchema.optional().safeParse(reason ?? undefined);
  if (!checked.success)
    return apiError(400, messages.invalid, {
      reason: checked.error.issues[0]?.message ?? "Check the reason.",
    });
  return { kind: "cancel", reason: checked.data || null };
}

async function readChange(request: Request, now: Date): Promise<MeetingChangeRequest | Response> {
  const body = await readBodyFields(request);
  if (!body.ok) return apiError(body.status, body.message);
  const change = checkMeetingChange(body.fields, now);
  return change.ok ? change.value : apiError(400, messages.invalid, change.errors);
}

/**
 * `PATCH /…/{id}` moves or resizes a meeting (`{start, end}`), cancels it (`{status: "cancelled",
 * reason}`) or, for the agency, records its outcome (`{status: "done" | "no-show"}`) or sets a finished
 * meeting back to scheduled before its end (`{status: "active"}`); `DELETE` cancels,
 * with an optional `reason` (body or query).
 * Mails are queued in the change's own transaction. `authorise` runs after the method check and either
 * names the caller or refuses with the Response to send (or throws one).
 */
export async function changeMeeting(
  { request, params }: ActionFunctionArgs,
  authorise: () => MeetingChanger | Response | Promise<MeetingChanger | Response>,
): Promise<Response> {
  if (request.method !== "PATCH" && request.method !== "DELETE") return methodNotAllowed("PATCH, DELETE");
  const caller = await authorise();
  if (caller instanceof Response) return caller;
  const { owner, services, record } = caller;
  const id = params.id ?? "";
  if (!meetingIdPattern.test(id)) return apiError(404, messages.notFound);
  const now = new Date();
  const by = owner === null ? "agency" : "visitor";

  const wanted = request.method === "DELETE" ? await readCancel(request) : await readChange(request, now);
  if (wanted instanceof Response) return wanted;
  // A cancel's reason is the agency's word to the visitor, or the visitor's to the team (mailed to it,
  // as the manage page's is).
  if ((wanted.kind === "outcome" || wanted.kind === "reopen") && by === "visitor")
    return apiError(400, messages.invalid, { status: 'status must be "cancelled".' });
  return guardDatabase(async () => {
    if (wanted.kind === "reopen") {
      const result = await reopenMeeting(services.database, { id, now });
      if (result.ok) {
        await record("reopened", id);
        return Response.json(ownMeetingJson(result.meeting));
      }
      if (result.reason === "not-found") return apiError(404, messages.notFound);
      const current = result.meeting!;
      // Already scheduled: nothing to do, as the same link or assignee again.
      if (current.status === "active") return Response.json(ownMeetingJson(current));
      return apiError(409, messages.noReopen, {
        status:
          result.reason === "over" ? endedMessage(current.end_at) : "A cancelled meeting stays cancelled.",
      });
    }
    if (wanted.kind === "outcome") {
      const result = await recordOutcome(services.database, { id, outcome: wanted.outcome, now });
      if (!result.ok) {
        if (result.reason === "not-found") return apiError(404, messages.notFound);
        return apiError(409, messages.noOutcome, { status: messages.outcomeRefused[result.reason] });
      }
      await record("outcome", id);
      return Response.json(ownMeetingJson(result.meeting));
    }
    const notify = await linkedMeetingNotifier(services, now);
    const result =
      wanted.kind === "cancel"
        ? await cancelMeeting(services.database, { id, owner, now, notify, by, reason: wanted.reason })
        : await moveMeeting(services.database, {
            id,
            owner,
            times: wanted.times,
            // A visitor moves to a free time, as they book; the agency may agree any time.
            rules: by === "visitor" ? visitorRules(services.config, now) : undefined,
            now,
            notify,
            by,
          });
    if (!result.ok) return failure(result);
    wakeOutboxWorker();
    await record(wanted.kind === "cancel" ? "cancelled" : "moved", id);
    if (request.method === "DELETE") return new Response(null, { status: 204 });
    return Response.json(ownMeetingJson(result.meeting));
  });
}
