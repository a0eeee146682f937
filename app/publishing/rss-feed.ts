import { escapeXml } from "#app/lib/xml.ts";
/** What the feed shows of a post. */
type FeedPost = { id: number; slug: string; title: string; excerpt: string; publishedAt: string };

type Feed = {
  title: string;
  description: string;
  /** Absolute URL of the blog's page. */
  link: string;
  /** Absolute URL of the feed itself. */
  selfLink: string;
  /** Absolute URL of a post's page. */
  postUrl: (slug: string) => string;
  /**
   * A post's guid, made from its id: a renamed post keeps it, so readers do not show it twice. Not a
   * URL a reader could open (isPermaLink="false"); the item's link is the page.
   */
  postGuid: (id: number) => string;
  posts: readonly FeedPost[];
};

/** RFC 822 date of an ISO time, as RSS 2.0 wants. */
export function rssDate(isoTime: string): string {
  return new Date(isoTime).toUTCString();
}

/** An RSS 2.0 document listing the posts in the order given. */
export function buildRssFeed({ title, description, link, selfLink, postUrl, postGuid, posts }: Feed): string {
  const items = posts.map((post) => {
    const url = escapeXml(postUrl(post.slug));
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="false">${escapeXml(postGuid(post.id))}</guid>`,
      `      <pubDate>${rssDate(post.publishedAt)}</pubDate>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      "    </item>",
    ].join("\n");
  });
  const newest = posts[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(title)}</title>`,
    `    <link>${escapeXml(link)}</link>`,
    `    <description>${escapeXml(description)}</description>`,
    "    <language>en-in</language>",
    ...(newest ? [`    <lastBuildDate>${rssDate(newest.publishedAt)}</lastBuildDate>`] : []),
    `    <atom:link href="${escapeXml(selfLink)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
