import type { ActionFunctionArgs } from "react-router";
import type { AppServices } from "#app/context.ts";
import { apiError, methodNotAllowed } from "#app/http/api-error.ts";
import { readBodyFields } from "#app/http/request-body.server.ts";
import { wakeOutboxWorker } from "#app/mail/outbox-signal.ts";
import { failure, guardDatabase, meetingIdPattern, messages } from "#app/meetings/meeting-answers.server.ts";
import { ownMeetingJson } from "#app/meetings/meeting-json.ts";
import { meetingMailNotifier } from "#app/meetings/meeting-mails.server.ts";
import { checkMeetingTimes } from "#app/meetings/meeting-rules.ts";
import { cancelMeeting, moveMeeting } from "#app/meetings/meetings-store.server.ts";

/** What a committed change did to the meeting. */
export type MeetingChangeKind = "moved" | "cancelled";

/** An authorised caller: whose meetings they may change, and how a change of theirs is logged. */
export type MeetingChanger = {
  /** The visitor's token hash (their own meetings only), or null for the admin (anyone's). */
  owner: string | null;
  services: Pick<AppServices, "database" | "config">;
  /** Writes the change's log line, once the change is committed. */
  record: (kind: MeetingChangeKind, id: string) => void | Promise<void>;
};

/**
 * `PATCH /…/{id}` (new start and end) moves or resizes a meeting, `DELETE` cancels it, each with its
 * mails queued in the same transaction. `authorise` runs after the method check and either names the
 * caller or refuses with the Response to send (or throws one).
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
  const notify = meetingMailNotifier({ agencyEmail: services.config.NOTIFY_EMAIL, now });

  if (request.method === "DELETE") {
    return guardDatabase(async () => {
      const result = await cancelMeeting(services.database, { id, owner, now, notify });
      if (!result.ok) return failure(result);
      wakeOutboxWorker();
      await record("cancelled", id);
      return new Response(null, { status: 204 });
    });
  }

  const body = await readBodyFields(request);
  if (!body.ok) return apiError(body.status, body.message);
  const times = checkMeetingTimes(body.fields, now);
  if (!times.ok) return apiError(400, messages.invalid, times.errors);
  return guardDatabase(async () => {
    const result = await moveMeeting(services.database, { id, owner, times: times.value, now, notify });
    if (!result.ok) return failure(result);
    wakeOutboxWorker();
    await record("moved", id);
    return Response.json(ownMeetingJson(result.meeting));
  });
}
