import { type Kysely, sql } from "kysely";
import type { Database } from "#db/schema.ts";
import { dayBounds } from "#app/lib/office-clock.ts";

/** `GET /api/admin/analytics`'s answer (issue 33): a period's visits, sources, pages and goals. */
export type AnalyticsReport = {
  visitors: number;
  pageviews: number;
  channels: { channel: string; visitors: number; leads: number; won: number; revenue: number }[];
  campaigns: {
    source: string;
    medium: string;
    campaign: string;
    visitors: number;
    pageviews: number;
    leads: number;
    won: number;
    revenue: number;
  }[];
  pages: { path: string; pageviews: number; visitors: number }[];
  goals: { goal: string; conversions: number }[];
};

/** The report's funnel: visit, service page, contact page, lead, won (visitors, then leads). */
export type AnalyticsFunnel = {
  visitors: number;
  servicePage: number;
  contactPage: number;
  leads: number;
  won: number;
};

const TOP = 50;

type Rolled = { value: string; visitors: number; pageviews: number; conversions: number };
type LeadCounts = { key: string; leads: number; won: number; revenue: number };

/** The report over the agency days `from` to `to` (inclusive), from the daily rollups and the leads. */
export async function analyticsReport(
  db: Kysely<Database>,
  from: string,
  to: string,
): Promise<AnalyticsReport & { funnel: AnalyticsFunnel }> {
  const [total] = await rolled(db, "total", from, to);
  const channelLeads = await leadCounts(db, from, to, sql<string>`source_channel`);
  const campaignLeads = await leadCounts(
    db,
    from,
    to,
    sql<string>`coalesce(source_utm_source, '') || ${"\t"} || coalesce(source_utm_medium, '') || ${"\t"} || coalesce(source_utm_campaign, '')`,
  );
  const leadsOf = (counts: Map<string, LeadCounts>, key: string) => {
    const found = counts.get(key);
    return { leads: found?.leads ?? 0, won: found?.won ?? 0, revenue: found?.revenue ?? 0 };
  };

  const channelRows = await rolled(db, "channel", from, to);
  const channels = channelRows.map((row) => ({
    channel: row.value,
    visitors: row.visitors,
    ...leadsOf(channelLeads, row.value),
  }));
  // A channel that brought leads but no counted visitors (sent without JavaScript) still shows.
  for (const channel of channelLeads.keys()) {
    if (channel && !channels.some((row) => row.channel === channel))
      channels.push({ channel, visitors: 0, ...leadsOf(channelLeads, channel) });
  }
  const campaigns = (await rolled(db, "campaign", from, to)).slice(0, TOP).map((row) => {
    const [source = "", medium = "", campaign = ""] = row.value.split("\t");
    return {
      source,
      medium,
      campaign,
      visitors: row.visitors,
      pageviews: row.pageviews,
      ...leadsOf(campaignLeads, row.value),
    };
  });
  const pages = (await rolled(db, "page", from, to, "pageviews"))
    .slice(0, TOP)
    .map((row) => ({ path: row.value, pageviews: row.pageviews, visitors: row.visitors }));
  const goals = (await rolled(db, "goal", from, to, "conversions")).map((row) => ({
    goal: row.value,
    conversions: row.conversions,
  }));
  const steps = new Map((await rolled(db, "funnel", from, to)).map((row) => [row.value, row.visitors]));
  const allLeads = [...channelLeads.values()].reduce(
    (sum, row) => ({ leads: sum.leads + row.leads, won: sum.won + row.won }),
    { leads: 0, won: 0 },
  );
  return {
    visitors: total?.visitors ?? 0,
    pageviews: total?.pageviews ?? 0,
    channels,
    campaigns,
    pages,
    goals,
    funnel: {
      visitors: total?.visitors ?? 0,
      servicePage: steps.get("service-page") ?? 0,
      contactPage: steps.get("contact-page") ?? 0,
      ...allLeads,
    },
  };
}

async function rolled(
  db: Kysely<Database>,
  dimension: string,
  from: string,
  to: string,
  order: "visitors" | "pageviews" | "conversions" = "visitors",
): Promise<Rolled[]> {
  const rows = await db
    .selectFrom("analytics_daily")
    .select((eb) => [
      "value",
      eb.fn.sum<number>("visitors").as("visitors"),
      eb.fn.sum<number>("pageviews").as("pageviews"),
      eb.fn.sum<number>("conversions").as("conversions"),
    ])
    .where("dimension", "=", dimension)
    .where("day", ">=", from)
    .where("day", "<=", to)
    .groupBy("value")
    .orderBy(order, "desc")
    .orderBy("value")
    .execute();
  return rows.map((row) => ({
    value: row.value,
    visitors: Number(row.visitors),
    pageviews: Number(row.pageviews),
    conversions: Number(row.conversions),
  }));
}

// Leads are contact messages (service requests among them): the sales the agency can win and value.
async function leadCounts(
  db: Kysely<Database>,
  from: string,
  to: string,
  key: ReturnType<typeof sql<string>>,
): Promise<Map<string, LeadCounts>> {
  const start = dayBounds(from)!.start.toISOString();
  const end = dayBounds(to)!.end.toISOString();
  const { rows } = await sql<{ key: string | null; leads: number; won: number; revenue: number | null }>`
    select ${key} as key, count(*) as leads,
      sum(case when status = 'won' then 1 else 0 end) as won,
      sum(case when status = 'won' then coalesce(value, 0) else 0 end) as revenue
    from contact_messages
    where created_at >= ${start} and created_at < ${end} and source_channel is not null
    group by 1`.execute(db);
  return new Map(
    rows.map((row) => [
      row.key ?? "",
      {
        key: row.key ?? "",
        leads: Number(row.leads),
        won: Number(row.won),
        revenue: Number(row.revenue ?? 0),
      },
    ]),
  );
}
