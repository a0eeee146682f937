import { useEffect, useRef } from "react";
import { useFetcher, useSearchParams } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { type FormResult, FormOutcome, oneSendAtATime } from "#app/components/admin/leads/form-outcome.tsx";
import { SavedReplyPicker } from "#app/components/admin/leads/saved-reply-picker.tsx";
import type { LeadPageData } from "#app/leads/lead-page.server.ts";

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
  savedReplies: LeadPageData["savedReplies"];
  result: FormResult | undefined;
  fetcherKey?: string;
  submitLabel?: string;
}) {
  const fetcher = useFetcher<FormResult>({ key: fetcherKey });
  const busy = fetcher.state !== "idle";
  const formRef = useRef<HTMLFormElement>(null);
  const [searchParams] = useSearchParams();
  useEffect(() => {
    if (fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.data]);
  // Without JavaScript, the saved-reply picker comes back as ?saved=id and the box starts with it.
  const picked = savedReplies.find((saved) => String(saved.id) === searchParams.get("saved"))?.body;
  const refusedText = result && !result.ok && result.intent === "reply" ? result.body : undefined;
  return (
    <div className="grid gap-3">
      <SavedReplyPicker savedReplies={savedReplies} textareaId={REPLY_BOX_ID} />
      <fetcher.Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        onSubmit={oneSendAtATime(busy)}
        className="grid gap-2"
      >
        <input type="hidden" name="intent" value="reply" />
        <label htmlFor={REPLY_BOX_ID} className="text-sm font-semibold text-ink">
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
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            className={buttonClass("primary", "md", "aria-disabled:opacity-60")}
            aria-disabled={busy}
          >
            {submitLabel}
          </button>
          <FormOutcome intent="reply" result={result} />
        </div>
      </fetcher.Form>
    </div>
  );
}
