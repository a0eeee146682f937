import { data, isRouteErrorResponse, redirect } from "react-router";
import type { Route } from "./+types/blog-post";
import { PostArticle, postTrail } from "#app/components/blog/post-article.tsx";
import { BlogCard } from "#app/components/blog/blog-card.tsx";
import { ErrorPage } from "#app/components/error-page.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { site } from "#app/content/site.ts";
import { servicesContext } from "#app/context.ts";
import { findPublicPost, listPublishedPosts } from "#app/publishing/public-content.server.ts";
import { largestVariant } from "#app/images/image-variants.ts";
import { mediaPath, socialCardPath } from "#app/images/media-paths.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { blogPostingJsonLd } from "#app/lib/structured-data/blog-posting.ts";
import { breadcrumbListJsonLd } from "#app/lib/structured-data/breadcrumb-list.ts";
import { staticPage } from "#app/route-handle.ts";

// Nothing on this page changes in the browser: it ships no React (decision 15).
export const handle = staticPage;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext).database;
  const found = await findPublicPost(db, params.slug);
  // An old address of a post that was renamed moves for good; a post taken down is gone for good.
  if (found.kind === "moved") throw redirect(`/blogs/${found.slug}`, 301);
  if (found.kind === "gone") throw data(null, { status: 410 });
  if (found.kind === "missing") throw data(null, { status: 404 });
  const { post } = found;
  const morePosts = (await listPublishedPosts(db, 4)).filter((other) => other.slug !== post.slug).slice(0, 3);
  return { post, morePosts };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData)
    return [{ title: `Page not found | ${site.name}` }, { name: "robots", content: "noindex" }];
  const { post } = loaderData;
  // Search engines want the largest size there is; WebP, which all of them read.
  const cover = post.cover
    ? mediaPath(post.cover.id, largestVariant(post.cover.width).key, "webp")
    : undefined;
  const path = `/blogs/${post.slug}`;
  return pageMeta({
    title: post.seoTitle || `${post.title} | ${site.name}`,
    description: post.seoDescription || post.excerpt,
    path,
    // A link preview shows the post's own cover, cropped to the card's 1200 x 630.
    image: post.cover ? socialCardPath(post.cover.id) : "/og/blog.png",
    type: "article",
    jsonLd: [
      blogPostingJsonLd(post, cover),
      breadcrumbListJsonLd(postTrail, { to: path, label: post.title }),
    ],
  });
}

export function links() {
  return [
    { rel: "alternate", type: "application/rss+xml", title: `${site.name} Blog`, href: "/blogs/rss.xml" },
  ];
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, morePosts } = loaderData;
  return (
    <main id="main">
      <PostArticle post={post} />
      <Section title="More from the blog" tone="surface" id="more-posts">
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {morePosts.map((other, index) => (
            // Two columns on tablets have room for two posts; the third returns at three columns.
            <li key={other.slug} className={index === 2 ? "sm:hidden lg:block" : undefined}>
              <BlogCard post={other} />
            </li>
          ))}
        </ul>
      </Section>
    </main>
  );
}

/** An unknown slug shows the 404 page inside the site's chrome. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
