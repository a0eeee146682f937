import { describe, expect, test } from "vitest";
import { scratchDatabaseForEachTest, testDialects } from "#tests/setup/databases.ts";
import { shippedFaqs, shippedJobs, shippedPosts } from "#db/migrations/0014-shipped-content.ts";
import {
  findOpenJob,
  findPublicPost,
  listFaqs,
  listOpenJobs,
  listPublishedPosts,
} from "#app/publishing/public-content.server.ts";

const NOW = "2026-11-24T10:00:00.000Z";

describe.each(testDialects)("the public content on %s", (dialect) => {
  const database = scratchDatabaseForEachTest(dialect);

  async function addPost(slug: string, status: string, extra: Record<string, unknown> = {}) {
    const row = await database.db
      .insertInto("posts")
      .values({
        slug,
        title: `Title of ${slug}`,
        excerpt: "An excerpt.",
        body: "Some **bold** words.",
        status: status as "draft",
        created_at: NOW,
        updated_at: NOW,
        ...extra,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  test("a fresh install shows the shipped posts, newest first, on the days they always showed", async () => {
    const posts = await listPublishedPosts(database.db);
    expect(posts.map((post) => post.slug)).toEqual(
      [...shippedPosts].sort((a, b) => b.date.localeCompare(a.date)).map((post) => post.slug),
    );
    for (const post of posts) {
      expect(post.date).toBe(shippedPosts.find((shipped) => shipped.slug === post.slug)!.date);
    }
    expect(await listPublishedPosts(database.db, 3)).toHaveLength(3);
  });

  test("a published post is found with its article rendered; its HTML is sanitized", async () => {
    await addPost("a-live-post", "published", {
      published_at: NOW,
      body: "Hello <script>alert(1)</script> **world**",
    });
    const found = await findPublicPost(database.db, "a-live-post");
    expect(found.kind).toBe("post");
    if (found.kind !== "post") return;
    expect(found.post.html).toContain("<strong>world</strong>");
    expect(found.post.html).not.toContain("<script");
    expect(found.post.date).toBe("2026-11-24");
  });

  test("drafts and scheduled posts are missing to visitors, taken-down ones gone, unknown ones missing", async () => {
    await addPost("a-draft", "draft");
    await addPost("a-scheduled", "scheduled", { publish_at: "2099-01-01T00:00:00.000Z" });
    await addPost("a-removed", "unpublished", { published_at: NOW });
    expect((await findPublicPost(database.db, "a-draft")).kind).toBe("missing");
    expect((await findPublicPost(database.db, "a-scheduled")).kind).toBe("missing");
    expect((await findPublicPost(database.db, "a-removed")).kind).toBe("gone");
    expect((await findPublicPost(database.db, "never-was")).kind).toBe("missing");
    const listed = (await listPublishedPosts(database.db)).map((post) => post.slug);
    expect(listed).not.toContain("a-draft");
    expect(listed).not.toContain("a-scheduled");
    expect(listed).not.toContain("a-removed");
  });

  test("an old slug of a published post moves to its new one; of a removed post, it is gone", async () => {
    const live = await addPost("the-new-name", "published", { published_at: NOW });
    const removed = await addPost("removed-new-name", "unpublished", { published_at: NOW });
    await database.db
      .insertInto("post_slug_redirects")
      .values([
        { slug: "the-old-name", post_id: live, created_at: NOW },
        { slug: "removed-old-name", post_id: removed, created_at: NOW },
      ])
      .execute();
    expect(await findPublicPost(database.db, "the-old-name")).toEqual({
      kind: "moved",
      slug: "the-new-name",
    });
    expect(await findPublicPost(database.db, "removed-old-name")).toEqual({ kind: "gone" });
  });

  test("the shipped jobs are open in their order, and a closed job is neither listed nor found", async () => {
    expect((await listOpenJobs(database.db)).map((job) => job.title)).toEqual(
      shippedJobs.map((job) => job.title),
    );
    expect((await findOpenJob(database.db, "2"))?.title).toBe("React Developer");
    await database.db.updateTable("jobs").set({ open: 0 }).where("id", "=", 2).execute();
    expect((await listOpenJobs(database.db)).map((job) => job.id)).toEqual([1, 3]);
    expect(await findOpenJob(database.db, "2")).toBeUndefined();
    for (const id of ["99", "0", "1 OR 1=1", "", "01"])
      expect(await findOpenJob(database.db, id), id).toBeUndefined();
  });

  test("a new job takes the next id after the shipped ones", async () => {
    const row = await database.db
      .insertInto("jobs")
      .values({
        title: "SEO Analyst",
        location: "Lucknow",
        type: "Full Time",
        description: "Read the numbers.",
        open: 1,
        position: 4,
        posted_at: NOW,
        created_at: NOW,
        updated_at: NOW,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(row.id).toBe(4);
  });

  test("the FAQs come in the agency's order, the home page's choice among them, answers rendered", async () => {
    const faqs = await listFaqs(database.db);
    expect(faqs.map((faq) => faq.question)).toEqual(shippedFaqs.map((faq) => faq.question));
    expect(faqs[0]!.answerHtml).toMatch(/^<p>/);
    await database.db.updateTable("faqs").set({ home: 0 }).where("position", "=", 1).execute();
    const home = await listFaqs(database.db, { homeOnly: true });
    expect(home.map((faq) => faq.question)).toEqual(
      shippedFaqs
        .filter((faq) => faq.home)
        .slice(1)
        .map((faq) => faq.question),
    );
  });
});
