import { type Kysely, sql } from "kysely";
import { idColumn } from "#db/dialect.ts";

// The statuses are copied here, not imported from app/leads: a migration must keep meaning what it
// meant when it ran, whatever the app's lists become later.
const leads = [
  {
    table: "contact_messages",
    statuses: ["new", "contacted", "qualified", "won", "lost"],
    // The column the list filters by besides status and assignee.
    facet: "service",
  },
  {
    table: "job_applications",
    statuses: ["new", "shortlisted", "interview", "offer", "hired", "rejected"],
    facet: "job_id",
  },
] as const;

/** The columns of each filter index; each index continues in the list's newest-first order. */
function filterIndexes(facet: string): string[][] {
  return [
    ["status"],
    ["assignee_id"],
    // "Mine and still open": both filters at once, and the counts per status of one person's (or
    // nobody's) leads from the index alone. Measured at 200,000 messages: 140 ms -> 2 ms for the
    // page, 690 ms -> 18 ms for the counts of the unassigned.
    ["assignee_id", "status"],
    [facet],
  ];
}

/**
 * Working a lead: a status and an assignee on each contact message and job application, and
 * internal notes. Each filter of the inbox list gets an index in its newest-first order, so a page
 * filtered by status, assignee, service or job stops after one page of the index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, statuses, facet } of leads) {
    await db.schema
      .alterTable(table)
      .addColumn("status", "text", (col) =>
        col
          .notNull()
          .defaultTo("new")
          .check(sql`status in (${sql.join(statuses.map((status) => sql.lit(status)))})`),
      )
      .execute();
    // People are disabled, never deleted; "set null" only guards against a manual delete.
    await db.schema
      .alterTable(table)
      .addColumn("assignee_id", "integer", (col) => col.references("users.id").onDelete("set null"))
      .execute();
    for (const columns of filterIndexes(facet)) {
      await db.schema
        .createIndex(`${table}_${columns.join("_")}_created_idx`)
        .on(table)
        .columns([...columns, "created_at desc", "id desc"])
        .execute();
    }
  }

  // A note belongs to exactly one message or one application. Two foreign keys (rather than a
  // kind and an untyped id) let the database erase notes with their item on every path that
  // deletes one: the inbox's delete, a personal-data erasure and the retention purge.
  await db.schema
    .createTable("lead_notes")
    .addColumn("id", ...idColumn(db))
    .addColumn("contact_message_id", "integer", (col) =>
      col.references("contact_messages.id").onDelete("cascade"),
    )
    .addColumn("application_id", "integer", (col) =>
      col.references("job_applications.id").onDelete("cascade"),
    )
    // People are disabled, never deleted, so the author stays known.
    .addColumn("author_user_id", "integer", (col) => col.notNull().references("users.id"))
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addCheckConstraint("lead_notes_one_item", sql`(contact_message_id is null) <> (application_id is null)`)
    .execute();
  await db.schema
    .createIndex("lead_notes_message_idx")
    .on("lead_notes")
    .columns(["contact_message_id", "id"])
    .execute();
  await db.schema
    .createIndex("lead_notes_application_idx")
    .on("lead_notes")
    .columns(["application_id", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("lead_notes").execute();
  for (const { table, facet } of leads) {
    for (const columns of filterIndexes(facet)) {
      await db.schema.dropIndex(`${table}_${columns.join("_")}_created_idx`).execute();
    }
    await db.schema.alterTable(table).dropColumn("assignee_id").execute();
    await db.schema.alterTable(table).dropColumn("status").execute();
  }
}
