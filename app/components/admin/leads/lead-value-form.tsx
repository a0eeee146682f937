import { useFetcher } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { FormOutcome, oneSendAtATime } from "#app/components/admin/leads/form-outcome.tsx";
import type { LeadActionResult } from "#app/leads/lead-page.server.ts";

/** What a won lead was worth, in whole rupees: a plain POST form, shown once the lead is marked won. */
export function LeadValueForm({
  value,
  result,
}: {
  value: number | null;
  result: LeadActionResult | undefined;
}) {
  const fetcher = useFetcher<LeadActionResult>({ key: "lead-value" });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" onSubmit={oneSendAtATime(busy)} className="grid gap-2">
      <input type="hidden" name="intent" value="value" />
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
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          className={buttonClass("secondary", "md", "aria-disabled:opacity-60")}
          aria-disabled={busy}
        >
          Save value
        </button>
        <FormOutcome intent="value" result={result} />
      </div>
    </fetcher.Form>
  );
}
