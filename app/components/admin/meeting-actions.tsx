import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { callJsonApi } from "#app/http/json-api-client.ts";
import { Notice } from "#app/components/ui/notice.tsx";
import { CANCEL_REASON_MAX_LENGTH } from "#app/meetings/meeting-change-body.ts";
import type { AdminMeeting } from "#app/meetings/meetings-tab.server.ts";

type Change = { status: "cancelled"; reason: string } | { status: "done" | "no-show" };

/**
 * What the agency does with a meeting through `PATCH /api/admin/meetings/{id}`: cancel one still to
 * come (the visitor is mailed the reason and a cancellation for their calendar), or record how one
 * that has started went. The card changes once the server has confirmed.
 */
export function MeetingActions({ meeting, now }: { meeting: AdminMeeting; now: string }) {
  const revalidator = useRevalidator();
  const reasonId = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const started = meeting.start <= now;
  if (meeting.status === "cancelled") return null;

  async function send(change: Change) {
    setPending(true);
    setError(null);
    const answer = await callJsonApi("PATCH", `/api/admin/meetings/${meeting.id}`, change);
    if (answer.ok) await revalidator.revalidate();
    else setError(Object.values(answer.errors)[0] ?? answer.message);
    setPending(false);
  }

  return (
    <div className="mt-4 grid gap-3">
      {error ? <Notice tone="error">{error}</Notice> : null}
      {started ? (
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm font-semibold text-ink">Outcome:</span>
          <Button
            variant="secondary"
            disabled={pending}
            aria-pressed={meeting.status === "done"}
            onClick={() => void send({ status: "done" })}
          >
            Took place
          </Button>
          <Button
            variant="secondary"
            disabled={pending}
            aria-pressed={meeting.status === "no-show"}
            onClick={() => void send({ status: "no-show" })}
          >
            No-show
          </Button>
        </div>
      ) : (
        <details className="rounded-xl border border-line p-3">
          <summary className="cursor-pointer text-sm font-semibold text-navy-900">
            Cancel this meeting
          </summary>
          <form
            className="mt-3 grid gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              const reason = new FormData(event.currentTarget).get("reason");
              void send({ status: "cancelled", reason: typeof reason === "string" ? reason : "" });
            }}
          >
            <label htmlFor={reasonId} className="text-sm font-semibold text-navy-900">
              Reason, mailed to {meeting.name}
            </label>
            <textarea
              id={reasonId}
              name="reason"
              rows={3}
              maxLength={CANCEL_REASON_MAX_LENGTH}
              className="block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink"
            />
            <div>
              <Button type="submit" disabled={pending}>
                Cancel and tell {meeting.name}
              </Button>
            </div>
          </form>
        </details>
      )}
    </div>
  );
}
