import { site } from "#app/content/site.ts";
import { servicesContext } from "#app/context.ts";
import { listPublishedPosts } from "#app/publishing/public-content.server.ts";
import { buildRssFeed } from "#app/publishing/rss-feed.ts";
import type { Route } from "./+types/blog-feed";
import { absoluteUrl, siteUrl } from "#app/lib/seo.ts";

// A tag URI (RFC 4151) per post, from the site's host and the post's id: it outlives a change of slug.
const guidAuthority = `tag:${new URL(siteUrl).hostname},2025`;

/** /blogs/rss.xml: the RSS 2.0 feed of the blog (rendered once per content version, see server/page-cache.ts). */
export async function loader({ context }: Route.LoaderArgs) {
  const xml = buildRssFeed({
    title: `${site.name} Blog`,
    description: "Practical digital marketing advice for small businesses in Lucknow and across India.",
    link: absoluteUrl("/blogs"),
    selfLink: absoluteUrl("/blogs/rss.xml"),
    postUrl: (slug) => absoluteUrl(`/blogs/${slug}`),
    postGuid: (id) => `${guidAuthority}:blog-post-${id}`,
    posts: await listPublishedPosts(context.get(servicesContext).database.db),
  });
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
