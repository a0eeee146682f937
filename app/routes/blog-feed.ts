import { listBlogPosts } from "#app/blog/blog-posts.server.ts";
import { buildRssFeed } from "#app/blog/rss-feed.ts";
import { site } from "#app/content/site.ts";
import { absoluteUrl } from "#app/lib/seo.ts";

/** /blogs/rss.xml: the RSS 2.0 feed of the blog (prerendered at build time). */
export function loader() {
  const xml = buildRssFeed({
    title: `${site.name} Blog`,
    description: "Practical digital marketing advice for small businesses in Lucknow and across India.",
    link: absoluteUrl("/blogs"),
    selfLink: absoluteUrl("/blogs/rss.xml"),
    postUrl: (slug) => absoluteUrl(`/blogs/${slug}`),
    posts: listBlogPosts(),
  });
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
