import { type Kysely, sql } from "kysely";
import { idColumn, isSqlite } from "#db/dialect.ts";
import {
  shippedCaseStudies,
  shippedFaqs,
  shippedJobs,
  shippedLogos,
  shippedPosts,
  shippedSiteFacts,
} from "#db/migrations/0014-shipped-content.ts";

// The agency edits its own site (issue 18): blog posts with their revisions and old slugs, jobs and
// FAQs move from the code into the database, loaded with the content the site shipped with, and one
// version row that every content change moves on, so each instance knows when its pages are stale.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("posts")
    .addColumn("id", ...idColumn(db))
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("excerpt", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("cover_image_id", "integer")
    .addColumn("cover_alt", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("author_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("seo_title", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("seo_description", "text", (col) => col.notNull().defaultTo(""))
    // post (on /blogs) | case_study (on /work, with its client and results)
    .addColumn("kind", "text", (col) => col.notNull().defaultTo("post"))
    .addColumn("client", "text", (col) => col.notNull().defaultTo(""))
    // A case study's results as JSON: [{label, before, after, unit}], drawn as charts on its page.
    .addColumn("results", "text", (col) => col.notNull().defaultTo("[]"))
    // draft | scheduled | published | unpublished (taken down after it was public: 410 to visitors)
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("publish_at", "text")
    .addColumn("published_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("posts_status_published_idx")
    .on("posts")
    .columns(["status", "published_at"])
    .execute();

  // One row per save: the post's fields as JSON, so any earlier version can be restored.
  await db.schema
    .createTable("post_revisions")
    .addColumn("id", ...idColumn(db))
    .addColumn("post_id", "integer", (col) => col.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("snapshot", "text", (col) => col.notNull())
    .addColumn("author_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("post_revisions_post_idx")
    .on("post_revisions")
    .columns(["post_id", "id"])
    .execute();

  // A published post's earlier slugs: their URLs answer 301 to the post's current one.
  await db.schema
    .createTable("post_slug_redirects")
    .addColumn("slug", "text", (col) => col.primaryKey())
    .addColumn("post_id", "integer", (col) => col.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("jobs")
    .addColumn("id", ...idColumn(db))
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("location", "text", (col) => col.notNull())
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("salary", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("open", "integer", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    // When the job was last opened: the JobPosting's datePosted.
    .addColumn("posted_at", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("faqs")
    .addColumn("id", ...idColumn(db))
    .addColumn("question", "text", (col) => col.notNull())
    .addColumn("answer", "text", (col) => col.notNull())
    .addColumn("group", "text", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("home", "integer", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  // Uploaded images (covers, later logos): the re-encoded variants are stored like CVs, in the database,
  // so every instance serves them and a backup holds them; the upload itself is not kept.
  await db.schema
    .createTable("images")
    .addColumn("id", ...idColumn(db))
    .addColumn("alt", "text", (col) => col.notNull())
    // The size after EXIF rotation; variants are made at widths up to this one.
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    .addColumn("created_by", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("image_variants")
    .addColumn("image_id", "integer", (col) => col.notNull().references("images.id").onDelete("cascade"))
    .addColumn("width", "integer", (col) => col.notNull())
    // webp | avif
    .addColumn("format", "text", (col) => col.notNull())
    .addColumn("content", isSqlite(db) ? sql`blob` : sql`bytea`, (col) => col.notNull())
    .addPrimaryKeyConstraint("image_variants_pk", ["image_id", "width", "format"])
    .execute();

  // One row: how to reach the agency (phone, WhatsApp, e-mail, address, map, social profiles), as JSON
  // checked by the app on every write; edited together, so one save is one consistent set.
  await db.schema
    .createTable("site_facts")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("facts", "text", (col) => col.notNull())
    .addColumn("updated_by", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  // The home page's two logo strips (clients, press): an uploaded image with its company's name, or,
  // for the logos the site shipped with, the art drawn in the code (`art`, the name it is drawn under).
  await db.schema
    .createTable("site_logos")
    .addColumn("id", ...idColumn(db))
    // clients | press
    .addColumn("strip", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("image_id", "integer", (col) => col.references("images.id").onDelete("cascade"))
    .addColumn("art", "text")
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("site_logos_strip_idx")
    .on("site_logos")
    .columns(["strip", "position"])
    .execute();

  // One row. Every transaction that changes public content adds one to it; each instance polls it
  // (and PostgreSQL's instances share it), so a change shows everywhere within seconds.
  await db.schema
    .createTable("content_version")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("changed_at", "text", (col) => col.notNull())
    .execute();

  const now = new Date().toISOString();
  await sql`INSERT INTO content_version (id, version, changed_at) VALUES (1, 1, ${now})`.execute(db);
  await sql`INSERT INTO site_facts (id, facts, updated_at) VALUES (1, ${JSON.stringify(shippedSiteFacts)}, ${now})`.execute(
    db,
  );

  for (const post of shippedPosts) {
    // Published at nine in the morning in Lucknow on the post's date, as the pages have always shown it.
    const publishedAt = new Date(`${post.date}T09:00:00+05:30`).toISOString();
    await sql`INSERT INTO posts (slug, title, excerpt, body, status, published_at, created_at, updated_at)
      VALUES (${post.slug}, ${post.title}, ${post.excerpt}, ${post.body}, 'published', ${publishedAt}, ${publishedAt}, ${publishedAt})`.execute(
      db,
    );
  }
  for (const study of shippedCaseStudies) {
    const publishedAt = new Date(`${study.date}T09:00:00+05:30`).toISOString();
    await sql`INSERT INTO posts (kind, slug, title, client, excerpt, body, results, status, published_at, created_at, updated_at)
      VALUES ('case_study', ${study.slug}, ${study.title}, ${study.client}, ${study.excerpt}, ${study.body}, ${JSON.stringify(study.results)}, 'published', ${publishedAt}, ${publishedAt}, ${publishedAt})`.execute(
      db,
    );
  }
  for (const [index, job] of shippedJobs.entries()) {
    // The ids stay 1, 2 and 3: applications already stored name their job by them.
    await sql`INSERT INTO jobs (id, title, location, type, description, salary, open, position, posted_at, created_at, updated_at)
      VALUES (${job.id}, ${job.title}, ${job.location}, ${job.type}, ${job.description}, ${job.salary}, 1, ${index + 1}, '2025-06-02T03:30:00.000Z', ${now}, ${now})`.execute(
      db,
    );
  }
  if (!isSqlite(db)) {
    // Explicit ids leave an identity's sequence behind them; the next job must not take id 1.
    await sql`SELECT setval(pg_get_serial_sequence('jobs', 'id'), (SELECT max(id) FROM jobs))`.execute(db);
  }
  for (const [strip, names] of Object.entries(shippedLogos)) {
    for (const [index, name] of names.entries()) {
      await sql`INSERT INTO site_logos (strip, name, art, position, created_at)
        VALUES (${strip}, ${name}, ${name}, ${index + 1}, ${now})`.execute(db);
    }
  }
  for (const [index, faq] of shippedFaqs.entries()) {
    await sql`INSERT INTO faqs (question, answer, "group", position, home, created_at, updated_at)
      VALUES (${faq.question}, ${faq.answer}, ${faq.group}, ${index + 1}, ${faq.home ? 1 : 0}, ${now}, ${now})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "site_logos",
    "site_facts",
    "image_variants",
    "images",
    "content_version",
    "faqs",
    "jobs",
    "post_slug_redirects",
    "post_revisions",
    "posts",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
