import { expect, test } from "vitest";
import { buildRssFeed, rssDate } from "#app/publishing/rss-feed.ts";

const feed = (posts: Parameters<typeof buildRssFeed>[0]["posts"]) =>
  buildRssFeed({
    title: "Blog & News",
    description: "Tips",
    link: "https://example.in/blogs",
    selfLink: "https://example.in/blogs/rss.xml",
    postUrl: (slug) => `https://example.in/blogs/${slug}`,
    postGuid: (id) => `tag:example.in,2025:blog-post-${id}`,
    posts,
  });

test("dates are RFC 822", () => {
  expect(rssDate("2025-03-12T03:30:00.000Z")).toBe("Wed, 12 Mar 2025 03:30:00 GMT");
});

test("each post becomes an item with an absolute link, guid and date", () => {
  const xml = feed([
    { id: 2, slug: "b", title: "Second", publishedAt: "2025-02-01T03:30:00.000Z", excerpt: "Two" },
    { id: 1, slug: "a", title: "First", publishedAt: "2025-01-01T03:30:00.000Z", excerpt: "One" },
  ]);
  expect(xml.match(/<item>/g)).toHaveLength(2);
  expect(xml).toContain("<link>https://example.in/blogs/b</link>");
  // The guid is the post's id, not its address: a renamed post is the same item to a reader.
  expect(xml).toContain('<guid isPermaLink="false">tag:example.in,2025:blog-post-2</guid>');
  expect(xml).toContain("<lastBuildDate>Sat, 01 Feb 2025 03:30:00 GMT</lastBuildDate>");
  expect(xml.indexOf("Second")).toBeLessThan(xml.indexOf("First"));
});

test("text is escaped so the feed stays well-formed", () => {
  const xml = feed([
    {
      id: 3,
      slug: "x",
      title: "Ads <and> SEO",
      publishedAt: "2025-01-01T03:30:00.000Z",
      excerpt: `"Q" & 'A'`,
    },
  ]);
  expect(xml).toContain("<title>Blog &amp; News</title>");
  expect(xml).toContain("<title>Ads &lt;and&gt; SEO</title>");
  expect(xml).toContain("<description>&quot;Q&quot; &amp; &apos;A&apos;</description>");
});
