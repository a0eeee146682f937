import type { LeadSource } from "#app/analytics/lead-source-json.ts";

/** Where the visit that sent a lead came from: its channel, referrer, landing page and campaign. */
export function LeadSourceList({ source }: { source: LeadSource | null }) {
  if (!source) {
    return (
      <p className="text-sm text-muted">
        Not known: sent before visits were counted, with Global Privacy Control on, or with counting off.
      </p>
    );
  }
  const rows: [string, string][] = [
    ["Channel", source.channel],
    ["Referrer", source.referrer || "None"],
    ["Landing page", source.landingPage || "Unknown"],
    ["Campaign source", source.utmSource],
    ["Campaign medium", source.utmMedium],
    ["Campaign", source.utmCampaign],
    ["Campaign term", source.utmTerm],
    ["Campaign content", source.utmContent],
    ["Pages viewed", String(source.pagesViewed)],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows
        .filter(([, value]) => value !== "")
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-ink">{label}</dt>
            <dd className="wrap-anywhere text-ink">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
