import type { Kysely } from "kysely";
import { idColumn } from "#db/dialect.ts";

// First-party, cookieless analytics (issue 33, decision 31). Every table and column of the feature is
// here: the daily salts, the raw events, the sessions (each with the source of its first pageview), the
// daily rollups the report reads, and the source (and a won lead's value) on every lead.
const SOURCE_COLUMNS = [
  "source_channel",
  "source_referrer",
  "source_landing_page",
  "source_utm_source",
  "source_utm_medium",
  "source_utm_campaign",
  "source_utm_term",
  "source_utm_content",
] as const;
const LEAD_TABLES = ["contact_messages", "job_applications", "meetings"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // One random salt per agency day; a visitor is hash(salt, address, user agent). Deleted once its day
  // is over, so nobody (the agency included) can link one day's visitor to the next day's.
  await db.schema
    .createTable("analytics_salts")
    .addColumn("day", "text", (col) => col.primaryKey())
    .addColumn("salt", "text", (col) => col.notNull())
    .execute();

  // A visit: the events of one visitor with less than 30 minutes between them. Its source is read from
  // its first pageview (the landing page's query and the referrer) and never changes.
  await db.schema
    .createTable("analytics_sessions")
    .addColumn("id", ...idColumn(db))
    .addColumn("visitor", "text", (col) => col.notNull())
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("started_at", "text", (col) => col.notNull())
    .addColumn("last_at", "text", (col) => col.notNull())
    .addColumn("channel", "text", (col) => col.notNull())
    .addColumn("referrer", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("landing_page", "text", (col) => col.notNull())
    .addColumn("utm_source", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("utm_medium", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("utm_campaign", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("utm_term", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("utm_content", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("pages_viewed", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("analytics_sessions_visitor_idx")
    .on("analytics_sessions")
    .columns(["visitor", "last_at"])
    .execute();
  await db.schema.createIndex("analytics_sessions_day_idx").on("analytics_sessions").column("day").execute();

  // Raw events, kept ANALYTICS_RAW_DAYS. `name` is "pageview" or a goal; `path` has no query string.
  await db.schema
    .createTable("analytics_events")
    .addColumn("id", ...idColumn(db))
    .addColumn("session_id", "integer", (col) => col.notNull())
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("at", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("path", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("analytics_events_day_idx").on("analytics_events").column("day").execute();
  await db.schema
    .createIndex("analytics_events_session_idx")
    .on("analytics_events")
    .column("session_id")
    .execute();

  // Daily rollups, kept for years: one row per agency day, dimension ("total", "page", "channel",
  // "campaign", "goal") and value (a path, a channel, "source\tmedium\tcampaign", a goal's name).
  // Visitors add up across days because a visitor's hash changes every day.
  await db.schema
    .createTable("analytics_daily")
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("dimension", "text", (col) => col.notNull())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("visitors", "integer", (col) => col.notNull())
    .addColumn("pageviews", "integer", (col) => col.notNull())
    .addColumn("conversions", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("analytics_daily_pkey", ["dimension", "day", "value"])
    .execute();

  for (const table of LEAD_TABLES) {
    for (const column of SOURCE_COLUMNS) {
      await db.schema.alterTable(table).addColumn(column, "text").execute();
    }
    await db.schema.alterTable(table).addColumn("source_pages_viewed", "integer").execute();
  }
  // What a won lead was worth, in whole rupees; null until someone sets it.
  await db.schema.alterTable("contact_messages").addColumn("value", "integer").execute();
  await db.schema
    .createIndex("contact_messages_source_channel_idx")
    .on("contact_messages")
    .column("source_channel")
    .execute();
  await db.schema
    .createIndex("job_applications_source_channel_idx")
    .on("job_applications")
    .column("source_channel")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("job_applications_source_channel_idx").execute();
  await db.schema.dropIndex("contact_messages_source_channel_idx").execute();
  await db.schema.alterTable("contact_messages").dropColumn("value").execute();
  for (const table of LEAD_TABLES) {
    await db.schema.alterTable(table).dropColumn("source_pages_viewed").execute();
    for (const column of SOURCE_COLUMNS) await db.schema.alterTable(table).dropColumn(column).execute();
  }
  await db.schema.dropTable("analytics_daily").execute();
  await db.schema.dropTable("analytics_events").execute();
  await db.schema.dropTable("analytics_sessions").execute();
  await db.schema.dropTable("analytics_salts").execute();
}
