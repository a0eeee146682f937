import { type Kysely, sql } from "kysely";
import { isSqlite } from "#db/dialect.ts";

// An applicant's CV, stored in the database beside its application (not on disk), so backups,
// several server instances, retention and erasure all cover it without a second store to keep in step.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("application_cvs")
    .addColumn("application_id", "integer", (col) =>
      col.primaryKey().references("job_applications.id").onDelete("cascade"),
    )
    .addColumn("file_name", "text", (col) => col.notNull())
    .addColumn("content_type", "text", (col) => col.notNull())
    .addColumn("size", "integer", (col) => col.notNull())
    .addColumn("sha256", "text", (col) => col.notNull())
    .addColumn("content", isSqlite(db) ? sql`blob` : sql`bytea`, (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("application_cvs").execute();
}
