import { IntentForm } from "#app/components/admin/leads/intent-form.tsx";
import type { LeadActionResult } from "#app/leads/lead-page.server.ts";

/** What a won lead was worth, in whole rupees: a plain POST form, shown once the lead is marked won. */
export function LeadValueForm({
  value,
  result,
}: {
  value: number | null;
  result: LeadActionResult | undefined;
}) {
  return (
    <IntentForm intent="value" fetcherKey="lead-value" submitLabel="Save value" result={result}>
      <label htmlFor="lead-value" className="text-sm font-semibold text-ink">
        What it was worth <span className="font-normal text-muted">(whole rupees)</span>
      </label>
      <input
        id="lead-value"
        name="value"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        required
        defaultValue={value ?? undefined}
        className="rounded-md border border-line bg-white px-3 py-2 text-sm text-ink"
      />
    </IntentForm>
  );
}
