import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Kysely } from "kysely";
import { type DatabaseHandle, openDatabase } from "#db/database.ts";
import type { Database } from "#db/schema.ts";
import { bumpContentVersion } from "#app/publishing/content-version.server.ts";
import { shippedSiteFacts } from "#db/migrations/0014-shipped-content.ts";
import { insertImage } from "#app/images/images-store.server.ts";
import { parseFeed } from "htmlparser2";
import sharp from "sharp";
import { encodeImage } from "#app/images/image-encoding.server.ts";
import { createScratchDatabase, type ScratchDatabase } from "#tests/setup/databases.ts";
import { type ServerProcess, startServerProcess } from "#tests/setup/server-process.ts";

// Two production-build instances on one database (PostgreSQL when TEST_POSTGRES_URL is set, as a
// load-balanced install runs; else one SQLite file). A content change is made the way the admin makes
// it, in a transaction that moves the content version, from a connection of its own (a third instance):
// both instances must show it on every page that depends on it within 5 seconds, with no restart.
const WITHIN_MS = 5_000;

describe("content edited in the admin shows on every instance", () => {
  let scratch: ScratchDatabase;
  let database: DatabaseHandle;
  let instances: ServerProcess[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_POSTGRES_URL ? "postgres" : "sqlite");
    // One after the other, so the first runs the migrations and the second finds them done.
    const first = await startServerProcess({ DATABASE_URL: scratch.url });
    const second = await startServerProcess({ DATABASE_URL: scratch.url });
    instances = [first, second];
    database = openDatabase(scratch.url);
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.close();
    await scratch?.drop();
  });

  async function change(work: (db: Kysely<Database>) => Promise<unknown>) {
    await database.db.transaction().execute(async (trx) => {
      await work(trx);
      await bumpContentVersion(trx);
    });
  }

  /** Waits until `check` holds on every instance; fails if that takes longer than 5 seconds. */
  async function onEveryInstanceWithin5s(check: (instance: ServerProcess) => Promise<boolean>) {
    const start = Date.now();
    for (const instance of instances) {
      while (!(await check(instance))) {
        if (Date.now() - start > WITHIN_MS) throw new Error(`not shown on ${instance.url} within 5 s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  const text = async (instance: ServerProcess, path: string) =>
    (await fetch(`${instance.url}${path}`)).text();
  const status = async (instance: ServerProcess, path: string) =>
    (await fetch(`${instance.url}${path}`, { redirect: "manual" })).status;
  const jsonLd = async (instance: ServerProcess, path: string) =>
    [
      ...(await text(instance, path)).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].flatMap(([, json]) => [JSON.parse(json!)].flat());

  test("a published post appears on the blog, its page, the home page, the sitemap, the feed and its JSON-LD", async () => {
    // Every page has been served once, so a stale copy would be what an instance has in memory.
    for (const instance of instances) {
      for (const path of ["/blogs", "/", "/sitemap.xml", "/blogs/rss.xml"]) await text(instance, path);
    }
    await change((db) => {
      const now = new Date().toISOString();
      return db
        .insertInto("posts")
        .values({
          slug: "diwali-campaigns-that-work",
          title: "Diwali Campaigns That Work",
          excerpt: "What we learned from forty festive campaigns.",
          body: "Start **early**: plan in September.",
          status: "published",
          published_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
    });
    await onEveryInstanceWithin5s(async (instance) =>
      (await text(instance, "/blogs")).includes("Diwali Campaigns That Work"),
    );
    for (const instance of instances) {
      expect(await text(instance, "/blogs/diwali-campaigns-that-work")).toContain("<strong>early</strong>");
      expect(await text(instance, "/")).toContain("Diwali Campaigns That Work");
      expect(await text(instance, "/sitemap.xml")).toContain("/blogs/diwali-campaigns-that-work</loc>");
      expect(await text(instance, "/blogs/rss.xml")).toContain("<title>Diwali Campaigns That Work</title>");
      const posting = (await jsonLd(instance, "/blogs/diwali-campaigns-that-work")).find(
        (block) => block["@type"] === "BlogPosting",
      );
      expect(posting.headline).toBe("Diwali Campaigns That Work");
      const blog = (await jsonLd(instance, "/blogs")).find((block) => block["@type"] === "Blog");
      expect(blog.blogPost.map((post: { headline: string }) => post.headline)).toContain(
        "Diwali Campaigns That Work",
      );
    }
  });

  test("a post given a cover shows it in link previews: og:image is the cover's 1200 x 630 card", async () => {
    const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#1d4ed8" } })
      .png()
      .toBuffer();
    const encoded = await encodeImage(png, "png");
    if (!encoded.ok) throw new Error("the test cover did not encode");
    const imageId = await insertImage(database.db, {
      alt: "A festive shop front",
      width: encoded.width,
      height: encoded.height,
      variants: encoded.variants,
      createdBy: null,
      now: new Date(),
    });
    await change((db) =>
      db
        .updateTable("posts")
        .set({ cover_image_id: imageId, cover_alt: "A festive shop front" })
        .where("slug", "=", "diwali-campaigns-that-work")
        .execute(),
    );
    const ogImage = async (instance: ServerProcess) =>
      /<meta property="og:image" content="([^"]+)"/.exec(
        await text(instance, "/blogs/diwali-campaigns-that-work"),
      )?.[1];
    await onEveryInstanceWithin5s(
      async (instance) => (await ogImage(instance))?.endsWith("card.jpg") ?? false,
    );
    for (const instance of instances) {
      const url = new URL((await ogImage(instance))!);
      expect(url.pathname).toBe(`/media/${imageId}/card.jpg`);
      const card = await fetch(`${instance.url}${url.pathname}`);
      expect(card.headers.get("content-type")).toBe("image/jpeg");
      const size = await sharp(new Uint8Array(await card.arrayBuffer())).metadata();
      expect([size.width, size.height]).toEqual([1200, 630]);
    }
  });

  /** The feed's items as a feed reader reads them (guid as `id`). */
  const feedItems = async (instance: ServerProcess) => {
    const feed = parseFeed(await text(instance, "/blogs/rss.xml"), { xmlMode: true });
    if (!feed) throw new Error("/blogs/rss.xml is not a feed");
    return feed.items.filter((item) => item.title === "Diwali Campaigns That Work");
  };

  test("a renamed post moves its old address for good, and an unpublished one is gone from every list", async () => {
    const [before] = await feedItems(instances[0]!);
    expect(before?.id).toMatch(/^tag:[^,]+,2025:blog-post-\d+$/);
    await change(async (db) => {
      const post = await db
        .selectFrom("posts")
        .select("id")
        .where("slug", "=", "diwali-campaigns-that-work")
        .executeTakeFirstOrThrow();
      await db
        .updateTable("posts")
        .set({ slug: "festive-campaigns-that-work" })
        .where("id", "=", post.id)
        .execute();
      await db
        .insertInto("post_slug_redirects")
        .values({
          slug: "diwali-campaigns-that-work",
          post_id: post.id,
          created_at: new Date().toISOString(),
        })
        .execute();
    });
    await onEveryInstanceWithin5s(
      async (instance) => (await status(instance, "/blogs/diwali-campaigns-that-work")) === 301,
    );
    for (const instance of instances) {
      expect(await status(instance, "/blogs/festive-campaigns-that-work")).toBe(200);
      const moved = await fetch(`${instance.url}/blogs/diwali-campaigns-that-work`, { redirect: "manual" });
      expect(moved.status).toBe(301);
      expect(moved.headers.get("location")).toBe("/blogs/festive-campaigns-that-work");
      // In a reader, the renamed post is the same item at its new address, not a second one.
      const after = await feedItems(instance);
      expect(after).toHaveLength(1);
      expect(after[0]!.id).toBe(before!.id);
      expect(after[0]!.link).toMatch(/\/blogs\/festive-campaigns-that-work$/);
    }

    await change((db) =>
      db
        .updateTable("posts")
        .set({ status: "unpublished" })
        .where("slug", "=", "festive-campaigns-that-work")
        .execute(),
    );
    await onEveryInstanceWithin5s(
      async (instance) => (await status(instance, "/blogs/festive-campaigns-that-work")) === 410,
    );
    for (const instance of instances) {
      expect(await status(instance, "/blogs/diwali-campaigns-that-work")).toBe(410);
      expect(await text(instance, "/blogs")).not.toContain("Campaigns That Work");
      expect(await text(instance, "/")).not.toContain("Campaigns That Work");
      expect(await text(instance, "/sitemap.xml")).not.toContain("campaigns-that-work");
      expect(await text(instance, "/blogs/rss.xml")).not.toContain("Campaigns That Work");
    }
  });

  test("a draft is 404 to visitors", async () => {
    // A post published in the same change shows when an instance has read it, draft and all.
    await change((db) => {
      const now = new Date().toISOString();
      const post = { excerpt: "e", body: "b", created_at: now, updated_at: now };
      return db
        .insertInto("posts")
        .values([
          { ...post, slug: "a-draft", title: "A Draft", status: "draft" },
          {
            ...post,
            slug: "next-to-the-draft",
            title: "Next To The Draft",
            status: "published",
            published_at: now,
          },
        ])
        .execute();
    });
    await onEveryInstanceWithin5s(async (instance) =>
      (await text(instance, "/blogs")).includes("Next To The Draft"),
    );
    for (const instance of instances) {
      expect(await status(instance, "/blogs/a-draft")).toBe(404);
      expect(await text(instance, "/blogs")).not.toContain("A Draft");
    }
  });

  test("a closed job leaves the careers page and its JSON-LD, and applications for it are refused", async () => {
    await change((db) => db.updateTable("jobs").set({ open: 0 }).where("id", "=", 2).execute());
    await onEveryInstanceWithin5s(
      async (instance) => !(await text(instance, "/career")).includes("React Developer"),
    );
    for (const instance of instances) {
      // The list carries no JobPosting; each open job's page carries its own, and the sitemap lists it.
      expect((await jsonLd(instance, "/career")).map((block) => block["@type"])).not.toContain("JobPosting");
      for (const [id, title] of [
        [1, "Digital Marketing Executive"],
        [3, "Content Writer"],
      ] as const) {
        const [posting] = (await jsonLd(instance, `/career/apply/${id}`)).filter(
          (block) => block["@type"] === "JobPosting",
        );
        expect(posting.title).toBe(title);
        expect(posting.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      const sitemap = await text(instance, "/sitemap.xml");
      expect(sitemap).toContain("/career/apply/1</loc>");
      expect(sitemap).toContain("/career/apply/3</loc>");
      expect(sitemap).not.toContain("/career/apply/2</loc>");
      expect(await status(instance, "/career/apply/2")).toBe(404);
      const applied = await fetch(`${instance.url}/api/apply`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: instance.url },
        body: JSON.stringify({
          jobId: "2",
          name: "Meera Tiwari",
          email: "meera@example.in",
          phone: "98390 12345",
          message: "I have built three React sites for shops in Hazratganj.",
        }),
      });
      expect(applied.status).toBe(400);
      expect((await applied.json()).errors).toEqual({ jobId: "Job must be one of the open positions." });
    }
  });

  test("an edited FAQ shows on the FAQs page and the home page, and in the one FAQPage JSON-LD (on /faqs)", async () => {
    await change((db) =>
      db
        .updateTable("faqs")
        .set({
          question: "Do you work with clinics and hospitals?",
          answer: "Yes: **twelve** clinics in Lucknow.",
        })
        .where("position", "=", 1)
        .execute(),
    );
    await onEveryInstanceWithin5s(async (instance) =>
      (await text(instance, "/faqs")).includes("Do you work with clinics and hospitals?"),
    );
    for (const instance of instances) {
      expect(await text(instance, "/")).toContain("Do you work with clinics and hospitals?");
      const faqPage = (await jsonLd(instance, "/faqs")).find((block) => block["@type"] === "FAQPage");
      expect(faqPage.mainEntity[0].name).toBe("Do you work with clinics and hospitals?");
      expect(faqPage.mainEntity[0].acceptedAnswer.text).toContain("<strong>twelve</strong>");
      // Google's FAQ rules: the same questions are marked up once on the site, not on every page showing them.
      expect((await jsonLd(instance, "/")).map((block) => block["@type"])).not.toContain("FAQPage");
    }
  });

  test("changed site facts show in the footer, the chat button, the contact, help and calendar pages and the business JSON-LD", async () => {
    const facts = {
      ...shippedSiteFacts,
      officeHours: {
        days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        opens: "10:00",
        closes: "18:00",
      },
      phone: "+91 522 400 1234",
      whatsapp: "+91 90000 11111",
      social: { ...shippedSiteFacts.social, instagram: "https://www.instagram.com/elevatedigital.lko" },
    };
    await change((db) =>
      db
        .updateTable("site_facts")
        .set({ facts: JSON.stringify(facts) })
        .where("id", "=", 1)
        .execute(),
    );
    await onEveryInstanceWithin5s(async (instance) =>
      (await text(instance, "/contact")).includes("+91 522 400 1234"),
    );
    for (const instance of instances) {
      const home = await text(instance, "/");
      expect(home).toContain('href="https://wa.me/919000011111"');
      expect(home).toContain('href="https://www.instagram.com/elevatedigital.lko"');
      expect(await text(instance, "/help-center")).toContain('href="tel:+915224001234"');
      const business = (await jsonLd(instance, "/contact")).find((block) =>
        block["@id"]?.endsWith("#business"),
      );
      expect(business.telephone).toBe("+91 522 400 1234");
      expect(business.sameAs).toEqual(["https://www.instagram.com/elevatedigital.lko"]);
      expect(business.openingHoursSpecification).toMatchObject({ opens: "10:00", closes: "18:00" });
      expect(await text(instance, "/contact")).toContain("Monday to Saturday, 10:00-18:00 IST");
      expect(await text(instance, "/calendar")).toContain("10:00 to 18:00 India Standard Time");
    }
  });

  test("a logo added to a strip shows on the home page as its uploaded image, named by its company", async () => {
    const imageId = await insertImage(database.db, {
      alt: "Kanpur Leather Co.",
      width: 300,
      height: 120,
      variants: [{ key: 480, format: "webp", content: new Uint8Array([1, 2, 3]) }],
      createdBy: null,
      now: new Date(),
    });
    await change((db) =>
      db
        .insertInto("site_logos")
        .values({
          strip: "press",
          name: "Kanpur Leather Co.",
          image_id: imageId,
          art: null,
          position: 0,
          created_at: new Date().toISOString(),
        })
        .execute(),
    );
    await onEveryInstanceWithin5s(async (instance) =>
      (await text(instance, "/")).includes('alt="Kanpur Leather Co."'),
    );
    for (const instance of instances) {
      const featured = (await text(instance, "/")).split('id="featured"')[1] ?? "";
      // First in the strip (position 0), before the shipped art.
      expect(featured.indexOf("Kanpur Leather Co.")).toBeLessThan(featured.indexOf("The Lucknow Ledger"));
      expect(featured).toContain(`/media/${imageId}/480.webp`);
    }
  });

  test("script, handlers and javascript: links in any field of a post show as text or are removed, never run", async () => {
    await change((db) => {
      const now = new Date().toISOString();
      return db
        .insertInto("posts")
        .values({
          slug: "hostile-post",
          title: '<script>alert("title")</script> Hostile',
          excerpt: '<img src=x onerror="alert(1)"> excerpt',
          body: '<script>alert("body")</script>\n\n<img src=x onerror="alert(2)">\n\n[click](javascript:alert(3))',
          seo_title: '"><script>alert("seo")</script>',
          seo_description: "</title><script>alert(4)</script>",
          status: "published",
          published_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
    });
    await onEveryInstanceWithin5s(
      async (instance) => (await status(instance, "/blogs/hostile-post")) === 200,
    );
    for (const path of ["/blogs/hostile-post", "/blogs", "/", "/blogs/rss.xml", "/sitemap.xml"]) {
      const html = await text(instances[0]!, path);
      expect(html, path).not.toMatch(/<script>alert/);
      expect(html, path).not.toMatch(/<img[^>]*\sonerror=/i);
      expect(html, path).not.toMatch(/href="javascript:/i);
    }
    // The title is still there, as text.
    expect(await text(instances[0]!, "/blogs/hostile-post")).toContain(
      "&lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt; Hostile",
    );
  });
});
