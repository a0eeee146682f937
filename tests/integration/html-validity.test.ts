import { rmSync } from "node:fs";
import { expect, test } from "vitest";
import { openDatabase } from "#db/database.ts";
import { blogPostPaths, caseStudyPaths, publicPaths } from "#app/content/public-paths.ts";
import { bumpContentVersion } from "#app/publishing/content-version.server.ts";
import { builtServerForThisFile } from "#tests/setup/built-server.ts";
import { nuHtmlErrors } from "#tests/setup/nu-html-checker.ts";
import { savePages } from "#tests/setup/public-pages.ts";
import { insertImage } from "#app/images/images-store.server.ts";

// Checks the production build (`npm run build` first) with the W3C Nu HTML Checker: stricter than
// html-validate (html-and-links.test.ts) on ARIA, and what outside reviewers run. It runs over every
// public page and over a post written with everything the editor's Markdown allows, raw HTML included.
const started = builtServerForThisFile();

const richBody = `Opening paragraph with **bold**, *italic*, \`code\` and a [link](/contact).

# A heading the writer made level 1

## Then level 2

### And level 3

- a list
- with [an external link](https://example.in/guide)

1. numbered
2. steps

> A quotation from a client.

| Channel | Leads |
|---|---:|
| Google Ads | 42 |
| Instagram | 17 |

\`\`\`
const plan = "measure first";
\`\`\`

![A bar chart of leads per month](/media/1/960.webp)

<div onclick="alert(1)"><script>alert(1)</script><iframe src="https://evil.example"></iframe>Raw HTML text</div>

<p style="color:red" onmouseover="alert(2)">Styled paragraph</p>

---

Last line.`;

test(
  "every public page, and a post with every kind of content and a cover, pass the W3C Nu HTML checker",
  { timeout: 180_000 },
  async () => {
    const database = openDatabase(started.databaseUrl);
    try {
      // An uploaded cover and an uploaded logo, so their <picture> markup is checked too (the checker
      // reads the markup only: the variants' bytes need not be an image).
      const variants = [480, 960].flatMap((key) =>
        (["webp", "avif"] as const).map((format) => ({ key, format, content: new Uint8Array([0]) })),
      );
      const image = { width: 1200, height: 675, variants, createdBy: null, now: new Date() };
      const coverId = await insertImage(database.db, { ...image, alt: "A chart of leads per month" });
      const logoId = await insertImage(database.db, { ...image, alt: "Kanpur Leather Co." });
      await database.db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        await trx
          .insertInto("site_logos")
          .values({
            strip: "clients",
            name: "Kanpur Leather Co.",
            image_id: logoId,
            art: null,
            position: 0,
            created_at: now,
          })
          .execute();
        await trx
          .insertInto("posts")
          .values({
            slug: "everything-markdown-allows",
            title: "Everything Markdown allows",
            excerpt: "A post that uses every kind of content.",
            body: richBody,
            cover_image_id: coverId,
            cover_alt: "A chart of leads per month",
            status: "published",
            published_at: now,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await bumpContentVersion(trx);
      });
    } finally {
      await database.close();
    }
    const post = "/blogs/everything-markdown-allows";
    // The instance sees the new version within a poll.
    const deadline = Date.now() + 5_000;
    while ((await fetch(`${started.server.url}${post}`)).status !== 200) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const { dir, files } = await savePages(started.server.url, [
      ...publicPaths,
      ...blogPostPaths,
      ...caseStudyPaths,
      post,
      // A job's own page (rendered per request, so not among the public paths).
      "/career/apply/1",
    ]);
    try {
      expect(files.length).toBe(publicPaths.length + blogPostPaths.length + caseStudyPaths.length + 2);
      expect(nuHtmlErrors({ files, relativeTo: dir })).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
