import type { ReactNode } from "react";
import { IntentForm } from "#app/components/admin/leads/intent-form.tsx";
import type { MeetingActionResult, MeetingIntent } from "#app/meetings/meeting-page.server.ts";

/** The fetcher keys of the meeting page's forms, one per intent (see useLatestAnswer). */
export const meetingFormKey = (intent: MeetingIntent) => `meeting-${intent}`;

/** One of the meeting page's forms: an `IntentForm` under the meeting's fetcher key for `intent`. */
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
  return (
    <IntentForm
      intent={intent}
      fetcherKey={meetingFormKey(intent)}
      submitLabel={submitLabel}
      result={result}
      stacked
    >
      {children}
    </IntentForm>
  );
}
