import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { FormOutcome, oneSendAtATime } from "#app/components/admin/leads/form-outcome.tsx";
import type { MeetingActionResult, MeetingIntent } from "#app/meetings/meeting-page.server.ts";

/** The fetcher keys of the meeting page's forms, one per intent (see useLatestAnswer). */
export const meetingFormKey = (intent: MeetingIntent) => `meeting-${intent}`;

/**
 * One of the meeting page's forms: a plain POST form with its `intent` (it works without JavaScript;
 * with it, a fetcher sends it and the page keeps its place and focus), its fields, a submit button
 * and the outcome announced beside it. `result` is the page's one current outcome.
 */
export function MeetingForm({
  intent,
  submitLabel,
  result,
  children,
}: {
  intent: MeetingIntent;
  submitLabel: string;
  result: MeetingActionResult | undefined;
  children: ReactNode;
}) {
  const fetcher = useFetcher<MeetingActionResult>({ key: meetingFormKey(intent) });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" onSubmit={oneSendAtATime(busy)} className="grid gap-3">
      <input type="hidden" name="intent" value={intent} />
      {children}
      <div>
        <button
          type="submit"
          className={buttonClass("secondary", "md", "aria-disabled:opacity-60")}
          aria-disabled={busy}
        >
          {submitLabel}
        </button>
      </div>
      <FormOutcome intent={intent} result={result} />
    </fetcher.Form>
  );
}
