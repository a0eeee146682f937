import { statusLabel } from "#app/inbox/lead-status.ts";

// Dark text on a light tint, so every pair keeps its contrast; the word carries the meaning, not the colour.
const tones: Record<string, string> = {
  new: "border-brand-500 bg-brand-50 text-brand-700",
  won: "border-success-600 bg-success-50 text-ink",
  hired: "border-success-600 bg-success-50 text-ink",
  lost: "border-danger-700 bg-danger-50 text-danger-700",
  rejected: "border-danger-700 bg-danger-50 text-danger-700",
};

/** A lead's status as a small labelled pill ("Status: Won" to a screen reader). */
export function LeadStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-pill border px-3 py-1 text-xs font-semibold ${tones[status] ?? "border-line bg-surface text-ink"}`}
    >
      <span className="sr-only">Status: </span>
      {statusLabel(status)}
    </span>
  );
}
