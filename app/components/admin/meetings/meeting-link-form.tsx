import { MEETING_LINK_MAX } from "#app/meetings/meeting-work-input.ts";
import type { MeetingActionResult } from "#app/meetings/meeting-page.server.ts";
import { MeetingForm } from "#app/components/admin/meetings/meeting-form.tsx";

/**
 * Where the meeting happens: a video call's address (empty for none, when the team phones instead).
 * A change to a meeting still to come mails the visitor the updated invitation; they also see the
 * link on their manage page.
 */
export function MeetingLinkForm({
  link,
  result,
}: {
  link: string | null;
  result: MeetingActionResult | undefined;
}) {
  return (
    <MeetingForm intent="link" submitLabel="Save link" result={result}>
      <div className="grid gap-1">
        <label htmlFor="meeting-link" className="text-sm font-semibold text-ink">
          Meeting link
        </label>
        <input
          id="meeting-link"
          name="meetingLink"
          type="url"
          inputMode="url"
          maxLength={MEETING_LINK_MAX}
          defaultValue={link ?? ""}
          key={link ?? ""}
          aria-describedby="meeting-link-hint"
          className="min-h-11 w-full rounded-md border border-line bg-white px-3 text-sm text-ink"
        />
        <p id="meeting-link-hint" className="text-sm text-muted">
          An https:// address; leave it empty when you will call instead. Changing it mails the visitor an
          updated invitation (before the meeting); they also see it on their manage page.
        </p>
      </div>
    </MeetingForm>
  );
}
