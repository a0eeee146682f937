import { type Kysely, sql } from "kysely";
import type { Database } from "#db/schema.ts";
import { addDays, dayBounds } from "#app/lib/office-clock.ts";

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
export type LeadCounts = { key: string; leads: number; won: number; revenue: number };

/** The report over the agency days `from` to `to` (inclusive), from the daily rollups and the leads. */
export async function analyticsReport(
  db: Kysely<Database>,
  from: string,
  to: string,
): Promise<AnalyticsReport & { funnel: AnalyticsFunnel; landingLeads: Map<string, LeadCounts> }> {
  const [total] = await rolled(db, "total", from, to);
  const channelLeads = await leadCounts(db, from, to, sql<string>`source_channel`);
  const campaignLeads = await leadCounts(
    db,
    from,
    to,
    sql<string>`coalesce(source_utm_source, '') || ${"\t"} || coalesce(source_utm_medium, '') || ${"\t"} || coalesce(source_utm_campaign, '')`,
  );
  const landingLeads = await leadCounts(db, from, to, sql<string>`source_landing_page`);
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
    landingLeads,
    funnel: {
      visitors: total?.visitors ?? 0,
      servicePage: steps.get("service-page") ?? 0,
      contactPage: steps.get("contact-page") ?? 0,
      ...allLeads,
    },
  };
}

/** A period's totals, what the page compares with: visitors, pageviews, leads and the revenue won. */
export type PeriodTotals = { visitors: number; pageviews: number; leads: number; revenue: number };

/** The totals over the agency days `from` to `to` (inclusive): two small queries, not a whole report. */
export async function periodTotals(db: Kysely<Database>, from: string, to: string): Promise<PeriodTotals> {
  const [total] = await rolled(db, "total", from, to);
  const leads = (await leadCounts(db, from, to, sql<string>`'all'`)).get("all");
  return {
    visitors: total?.visitors ?? 0,
    pageviews: total?.pageviews ?? 0,
    leads: leads?.leads ?? 0,
    revenue: leads?.revenue ?? 0,
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

/** Visitors per agency day from `from` to `to` (inclusive), a day without any counted as 0. */
export async function dailyVisitors(
  db: Kysely<Database>,
  from: string,
  to: string,
): Promise<{ day: string; visitors: number }[]> {
  const rows = await db
    .selectFrom("analytics_daily")
    .select(["day", "visitors"])
    .where("dimension", "=", "total")
    .where("day", ">=", from)
    .where("day", "<=", to)
    .execute();
  const byDay = new Map(rows.map((row) => [row.day, Number(row.visitors)]));
  const days: { day: string; visitors: number }[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push({ day, visitors: byDay.get(day) ?? 0 });
  return days;
}
