import { useFetcher } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { FormOutcome, latestResult, oneSendAtATime } from "#app/components/admin/leads/form-outcome.tsx";
import type { LeadActionResult } from "#app/leads/lead-page.server.ts";
import { type LeadKind, leadStatuses, statusLabel } from "#app/inbox/lead-status.ts";

/**
 * The status picker: a plain POST form (works without JavaScript); with it, a fetcher sends it and
 * the page stays where it is, focus included, while the outcome is announced.
 */
export function LeadStatusForm({
  kind,
  status,
  pageResult,
}: {
  kind: LeadKind;
  status: string;
  pageResult: LeadActionResult | undefined;
}) {
  const fetcher = useFetcher<LeadActionResult>({ key: "lead-status" });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" onSubmit={oneSendAtATime(busy)} className="grid gap-2">
      <input type="hidden" name="intent" value="status" />
      <label htmlFor="lead-status" className="text-sm font-semibold text-ink">
        Status
      </label>
      <div className="flex flex-wrap gap-2">
        <select
          id="lead-status"
          name="status"
          defaultValue={status}
          key={status}
          className="min-h-11 flex-1 rounded-md border border-line bg-white px-3 text-sm text-ink"
        >
          {leadStatuses(kind).map((choice) => (
            <option key={choice} value={choice}>
              {statusLabel(choice)}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className={buttonClass("secondary", "md", "aria-disabled:opacity-60")}
          aria-disabled={busy}
        >
          Set status
        </button>
      </div>
      <FormOutcome intent="status" result={latestResult(fetcher.data, pageResult)} />
    </fetcher.Form>
  );
}
