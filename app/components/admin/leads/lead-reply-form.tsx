import { useSearchParams } from "react-router";
import type { FormResult } from "#app/components/admin/leads/form-outcome.tsx";
import { IntentForm } from "#app/components/admin/leads/intent-form.tsx";
import { SavedReplyPicker } from "#app/components/admin/leads/saved-reply-picker.tsx";
import type { SavedReplyChoice } from "#app/team/saved-replies.server.ts";

export const REPLY_BOX_ID = "reply-body";

/**
 * The reply box: the text is mailed to the sender (their answer comes back to this lead), so the label
 * says to whom. A plain POST form, enhanced by a fetcher; emptied once the reply is queued. A meeting's
 * page uses it too, with its own `fetcherKey` and `submitLabel`.
 */
export function LeadReplyForm({
  recipient,
  savedReplies,
  result,
  fetcherKey = "lead-reply",
  submitLabel = "Send reply",
}: {
  recipient: string;
  savedReplies: SavedReplyChoice[];
  result: FormResult | undefined;
  fetcherKey?: string;
  submitLabel?: string;
}) {
  const [searchParams] = useSearchParams();
  // Without JavaScript, the saved-reply picker comes back as ?saved=id and the box starts with it.
  const picked = savedReplies.find((saved) => String(saved.id) === searchParams.get("saved"))?.body;
  const refusedText = result && !result.ok && result.intent === "reply" ? result.body : undefined;
  return (
    <div className="grid gap-3">
      <SavedReplyPicker savedReplies={savedReplies} textareaId={REPLY_BOX_ID} />
      <IntentForm
        intent="reply"
        fetcherKey={fetcherKey}
        submitLabel={submitLabel}
        result={result}
        emptyWhenSaved
        withFiles
        primary
      >
        <label htmlFor={REPLY_BOX_ID} className="text-sm font-semibold wrap-anywhere text-ink">
          Reply by e-mail to {recipient}
        </label>
        <textarea
          id={REPLY_BOX_ID}
          name="body"
          rows={6}
          required
          defaultValue={refusedText ?? picked}
          className="rounded-md border border-line bg-white px-3 py-2 text-sm text-ink"
        />
        <label htmlFor="reply-attachments" className="text-sm font-semibold text-ink">
          Attach files (optional)
        </label>
        <input
          id="reply-attachments"
          type="file"
          name="attachment"
          multiple
          accept=".pdf,.png,.jpg,.jpeg,.docx,.xlsx,application/pdf,image/png,image/jpeg"
          aria-describedby="reply-attachments-hint"
          className="text-sm text-ink"
        />
        <p id="reply-attachments-hint" className="text-xs text-muted">
          PDF, PNG, JPEG, Word or Excel; up to 10 MB together.
        </p>
      </IntentForm>
    </div>
  );
}
