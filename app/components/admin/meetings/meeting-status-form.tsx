import { CANCEL_REASON_MAX_LENGTH, endedMessage } from "#app/meetings/meeting-change-body.ts";
import type { MeetingActionResult } from "#app/meetings/meeting-page.server.ts";
import type { OwnMeetingJson } from "#app/meetings/meeting-json.ts";
import { selectClass } from "#app/components/admin/leads/assignee-select.tsx";
import { meetingStatusLabels } from "#app/components/admin/meetings/meeting-status-badge.tsx";
import { MeetingForm } from "#app/components/admin/meetings/meeting-form.tsx";
import { FormOutcome } from "#app/components/admin/leads/form-outcome.tsx";

/**
 * The meeting's status: scheduled, and once it has started how it went (took place, no-show), or
 * cancelled with a reason the visitor is mailed with the cancellation for their calendar. A cancelled
 * meeting stays so; the form then says so instead. A finished one may be set back to scheduled while
 * its time is still ahead (an outcome chosen too soon); once it has ended, the form says why not.
 */
export function MeetingStatusForm({
  meeting,
  started,
  ended,
  result,
}: {
  meeting: Pick<OwnMeetingJson, "status" | "name" | "end">;
  started: boolean;
  /** True once the meeting's end has passed. */
  ended: boolean;
  result: MeetingActionResult | undefined;
}) {
  if (meeting.status === "cancelled") {
    // The outcome stays in the page, so the cancellation just made is still announced.
    return (
      <div className="grid gap-2">
        <p className="text-sm text-muted">This meeting is cancelled; its time is free again.</p>
        <FormOutcome intent="status" result={result} />
      </div>
    );
  }
  const finished = meeting.status === "done" || meeting.status === "no-show";
  const settled = finished && ended;
  const choices = [
    ...(settled ? [] : (["active"] as const)),
    ...(started ? (["done", "no-show"] as const) : []),
    ...(meeting.status === "active" ? (["cancelled"] as const) : []),
  ] as const;
  const refusedReason = result && !result.ok && result.intent === "status" ? result.body : undefined;
  return (
    <MeetingForm intent="status" submitLabel="Save status" result={result}>
      <div className="grid gap-1">
        <label htmlFor="meeting-status" className="text-sm font-semibold text-ink">
          Status
        </label>
        <select
          id="meeting-status"
          name="status"
          defaultValue={meeting.status}
          key={meeting.status}
          aria-describedby={settled ? "status-settled" : started ? undefined : "status-later"}
          className={selectClass}
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {meetingStatusLabels[choice]}
            </option>
          ))}
        </select>
        {started ? null : (
          <p id="status-later" className="text-sm text-muted">
            Took place and No-show can be chosen once the meeting has started.
          </p>
        )}
        {settled ? (
          <p id="status-settled" className="text-sm text-muted">
            {endedMessage(meeting.end)}
          </p>
        ) : null}
      </div>
      {meeting.status === "active" ? (
        <div className="grid gap-1">
          <label htmlFor="cancel-reason" className="text-sm font-semibold text-ink">
            Reason for cancelling <span className="font-normal text-muted">(mailed to {meeting.name})</span>
          </label>
          <textarea
            id="cancel-reason"
            name="reason"
            rows={3}
            maxLength={CANCEL_REASON_MAX_LENGTH}
            defaultValue={refusedReason}
            className="rounded-md border border-line bg-white px-3 py-2 text-sm text-ink"
          />
        </div>
      ) : null}
    </MeetingForm>
  );
}
