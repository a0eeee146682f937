import type { TeamPerson } from "#app/leads/admin-page.server.ts";

export const selectClass = "min-h-11 w-full rounded-md border border-line bg-white px-3 text-sm text-ink";

/**
 * Who holds a lead or a meeting: a labelled select named `assigneeId` ("" for nobody), the signed-in
 * person marked "(you)" and a disabled one who still holds it marked so.
 */
export function AssigneeSelect({
  id,
  people,
  assigneeId,
  viewerId,
}: {
  id: string;
  people: Pick<TeamPerson, "id" | "name" | "disabled">[];
  assigneeId: number | null;
  viewerId: number;
}) {
  const current = assigneeId === null ? "" : String(assigneeId);
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Assigned to
      </label>
      <select id={id} name="assigneeId" defaultValue={current} key={current} className={selectClass}>
        <option value="">Nobody</option>
        {people.map((person) => (
          <option key={person.id} value={String(person.id)}>
            {person.name}
            {person.id === viewerId ? " (you)" : ""}
            {person.disabled ? " (disabled)" : ""}
          </option>
        ))}
      </select>
    </div>
  );
}
