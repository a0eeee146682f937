import { IntentForm } from "#app/components/admin/leads/intent-form.tsx";
import { AssigneeSelect, selectClass } from "#app/components/admin/leads/assignee-select.tsx";
import type { TeamPerson } from "#app/leads/admin-page.server.ts";
import type { LeadActionResult } from "#app/leads/lead-page.server.ts";
import { type LeadKind, leadStatuses, statusLabel } from "#app/inbox/lead-status.ts";

/**
 * The status and the assignee, changed together with one Save: a plain POST form (works without
 * JavaScript); with it, a fetcher sends it and the page stays where it is, focus included, while
 * the outcome is announced. `result` is the page's one current outcome (see LeadDetailPage).
 */
export function LeadWorkForm({
  kind,
  status,
  assigneeId,
  people,
  viewerId,
  result,
}: {
  kind: LeadKind;
  status: string;
  assigneeId: number | null;
  people: TeamPerson[];
  viewerId: number;
  result: LeadActionResult | undefined;
}) {
  return (
    <IntentForm intent="work" fetcherKey="lead-work" submitLabel="Save" result={result} stacked>
      <div className="grid gap-1">
        <label htmlFor="lead-status" className="text-sm font-semibold text-ink">
          Status
        </label>
        <select id="lead-status" name="status" defaultValue={status} key={status} className={selectClass}>
          {leadStatuses(kind).map((choice) => (
            <option key={choice} value={choice}>
              {statusLabel(choice)}
            </option>
          ))}
        </select>
      </div>
      <AssigneeSelect id="lead-assignee" people={people} assigneeId={assigneeId} viewerId={viewerId} />
    </IntentForm>
  );
}
