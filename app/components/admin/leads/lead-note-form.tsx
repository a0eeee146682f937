import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { type FormResult, FormOutcome, oneSendAtATime } from "#app/components/admin/leads/form-outcome.tsx";

/**
 * An internal note for the team (never mailed): a plain POST form, emptied once the note is saved.
 * A lead's page and a meeting's page both use it (`fetcherKey` tells their fetchers apart).
 */
export function LeadNoteForm({
  result,
  fetcherKey = "lead-note",
}: {
  result: FormResult | undefined;
  fetcherKey?: string;
}) {
  const fetcher = useFetcher<FormResult>({ key: fetcherKey });
  const busy = fetcher.state !== "idle";
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.data]);
  const refusedText = result && !result.ok && result.intent === "note" ? result.body : undefined;
  return (
    <fetcher.Form ref={formRef} method="post" onSubmit={oneSendAtATime(busy)} className="grid gap-2">
      <input type="hidden" name="intent" value="note" />
      <label htmlFor="note-body" className="text-sm font-semibold text-ink">
        Internal note <span className="font-normal text-muted">(only the team sees it)</span>
      </label>
      <textarea
        id="note-body"
        name="body"
        rows={3}
        required
        defaultValue={refusedText}
        className="rounded-md border border-line bg-white px-3 py-2 text-sm text-ink"
      />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          className={buttonClass("secondary", "md", "aria-disabled:opacity-60")}
          aria-disabled={busy}
        >
          Add note
        </button>
        <FormOutcome intent="note" result={result} />
      </div>
    </fetcher.Form>
  );
}
