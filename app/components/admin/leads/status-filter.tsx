import { Link, useLocation } from "react-router";
import { type LeadKind, leadStatuses, statusLabel } from "#app/inbox/lead-status.ts";

type StatusFilterProps = {
  kind: LeadKind;
  current: string | undefined;
  /** How many match the rest of the filter in each status; undefined when not counted (a truncated search). */
  counts: Record<string, number> | undefined;
};

/**
 * The statuses as links with how many leads each holds under the rest of the filter (no counts for
 * a search that matched more than it lists), the chosen one marked with aria-current. Links, so each count is one click (or Enter) away, with or without
 * JavaScript; a new status starts at page 1.
 */
export function StatusFilter({ kind, current, counts }: StatusFilterProps) {
  const location = useLocation();
  const hrefFor = (status: string | undefined) => {
    const params = new URLSearchParams(location.search);
    params.delete("page");
    if (status) params.set("status", status);
    else params.delete("status");
    return `?${params}`;
  };
  const all = counts && Object.values(counts).reduce((sum, count) => sum + count, 0);
  const choices = [
    { status: undefined, label: "Any status", count: all },
    ...leadStatuses(kind).map((status) => ({
      status,
      label: statusLabel(status),
      count: counts && (counts[status] ?? 0),
    })),
  ];
  return (
    <nav aria-label="Filter by status">
      <ul className="flex flex-wrap gap-2">
        {choices.map(({ status, label, count }) => {
          const active = status === current;
          return (
            <li key={label}>
              <Link
                to={hrefFor(status)}
                aria-current={active ? "true" : undefined}
                className={`inline-flex min-h-11 items-center gap-2 rounded-pill border px-4 text-sm font-semibold ${
                  active
                    ? "border-brand-600 bg-brand-600 text-white"
                    : "border-line bg-white text-ink hover:bg-surface"
                }`}
              >
                {label}
                {count === undefined ? null : (
                  <span
                    className={`rounded-pill px-2 py-0.5 text-xs ${active ? "bg-white text-brand-700" : "bg-surface text-ink"}`}
                  >
                    {count}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
