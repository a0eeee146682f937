import { useFetcher } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { FormOutcome, latestResult, oneSendAtATime } from "#app/components/admin/leads/form-outcome.tsx";
import type { TeamPerson } from "#app/leads/admin-page.server.ts";
import type { LeadActionResult } from "#app/leads/lead-page.server.ts";

/** The assignee picker: nobody or a person on the team, as a plain POST form enhanced by a fetcher. */
export function LeadAssigneeForm({
  assigneeId,
  people,
  viewerId,
  pageResult,
}: {
  assigneeId: number | null;
  people: TeamPerson[];
  viewerId: number;
  pageResult: LeadActionResult | undefined;
}) {
  const fetcher = useFetcher<LeadActionResult>({ key: "lead-assignee" });
  const busy = fetcher.state !== "idle";
  const current = assigneeId === null ? "" : String(assigneeId);
  return (
    <fetcher.Form method="post" onSubmit={oneSendAtATime(busy)} className="grid gap-2">
      <input type="hidden" name="intent" value="assignee" />
      <label htmlFor="lead-assignee" className="text-sm font-semibold text-ink">
        Assigned to
      </label>
      <div className="flex flex-wrap gap-2">
        <select
          id="lead-assignee"
          name="assigneeId"
          defaultValue={current}
          key={current}
          className="min-h-11 flex-1 rounded-md border border-line bg-white px-3 text-sm text-ink"
        >
          <option value="">Nobody</option>
          {people.map((person) => (
            <option key={person.id} value={String(person.id)}>
              {person.name}
              {person.id === viewerId ? " (you)" : ""}
              {person.disabled ? " (disabled)" : ""}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className={buttonClass("secondary", "md", "aria-disabled:opacity-60")}
          aria-disabled={busy}
        >
          Assign
        </button>
      </div>
      <FormOutcome intent="assignee" result={latestResult(fetcher.data, pageResult)} />
    </fetcher.Form>
  );
}
