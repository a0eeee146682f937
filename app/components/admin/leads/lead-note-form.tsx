import { IntentForm } from "#app/components/admin/leads/intent-form.tsx";
import type { FormResult } from "#app/components/admin/leads/form-outcome.tsx";

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
  const refusedText = result && !result.ok && result.intent === "note" ? result.body : undefined;
  return (
    <IntentForm intent="note" fetcherKey={fetcherKey} submitLabel="Add note" result={result} emptyWhenSaved>
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
    </IntentForm>
  );
}
