import type { Generated } from "kysely";
import type { LeadSourceColumns } from "#db/schema.ts";
import type { Channel } from "#app/analytics/channel.ts";
import type { VisitSource } from "#app/analytics/visit-source.ts";

/** Where a lead came from, as its JSON shows it (`source`); null when nothing was counted. */
export type LeadSource = VisitSource & { pagesViewed: number };

/** The `source_*` columns of a lead's row, as read and written. */
export type SourceRow = {
  [K in keyof LeadSourceColumns]: LeadSourceColumns[K] extends Generated<infer T> ? T : never;
};

/** A lead's source as its row's `source_*` columns (all null when none). */
export function leadSourceColumns(source: LeadSource | null | undefined): SourceRow {
  return {
    source_channel: source?.channel ?? null,
    source_referrer: source?.referrer ?? null,
    source_landing_page: source?.landingPage ?? null,
    source_utm_source: source?.utmSource ?? null,
    source_utm_medium: source?.utmMedium ?? null,
    source_utm_campaign: source?.utmCampaign ?? null,
    source_utm_term: source?.utmTerm ?? null,
    source_utm_content: source?.utmContent ?? null,
    source_pages_viewed: source?.pagesViewed ?? null,
  };
}

/** A lead's `source` JSON from its row; null when the lead has none (sent before analytics, or with GPC). */
export function leadSourceJson(row: Partial<SourceRow>): LeadSource | null {
  if (!row.source_channel) return null;
  return {
    channel: row.source_channel as Channel,
    referrer: row.source_referrer ?? "",
    landingPage: row.source_landing_page ?? "",
    utmSource: row.source_utm_source ?? "",
    utmMedium: row.source_utm_medium ?? "",
    utmCampaign: row.source_utm_campaign ?? "",
    utmTerm: row.source_utm_term ?? "",
    utmContent: row.source_utm_content ?? "",
    pagesViewed: Number(row.source_pages_viewed ?? 0),
  };
}
