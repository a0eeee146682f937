import { data, isRouteErrorResponse, redirect } from "react-router";
import type { Route } from "./+types/blog-post";
import { BlogArt } from "#app/components/blog/blog-art.tsx";
import { BlogCard } from "#app/components/blog/blog-card.tsx";
import { proseClass } from "#app/components/content/prose.tsx";
import { ErrorPage } from "#app/components/error-page.tsx";
import { Breadcrumb } from "#app/components/ui/breadcrumb.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { site } from "#app/content/site.ts";
import { servicesContext } from "#app/context.ts";
import { findPublicPost, listPublishedPosts } from "#app/publishing/public-content.server.ts";
import { formatCalendarDate } from "#app/lib/format-date.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { blogPostingJsonLd } from "#app/lib/structured-data/blog-posting.ts";

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
  return pageMeta({
    title: post.seoTitle || `${post.title} | ${site.name}`,
    description: post.seoDescription || post.excerpt,
    path: `/blogs/${post.slug}`,
    image: "/og/blog.png",
    type: "article",
    jsonLd: blogPostingJsonLd(post),
  });
}

export function links() {
  return [
    { rel: "alternate", type: "application/rss+xml", title: `${site.name} Blog`, href: "/blogs/rss.xml" },
  ];
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, morePosts } = loaderData;
  const minutes = Math.max(1, Math.round(post.wordCount / 200));
  return (
    <main id="main">
      <article>
        <header className="bg-navy-900 text-white">
          <div className="mx-auto max-w-4xl px-4 pt-12 pb-10 sm:px-6 sm:pt-16 lg:px-8">
            <Breadcrumb trail={[{ to: "/blogs", label: "Blog" }]} current={post.title} emphasis="trail" />
            <h1 className="mt-6 font-display text-3xl leading-tight font-extrabold tracking-tight sm:text-5xl sm:leading-tight">
              {post.title}
            </h1>
            <p className="mt-5 text-lg leading-8 text-slate-300">{post.excerpt}</p>
            <p className="mt-6 text-sm text-slate-300">
              <time dateTime={post.date}>{formatCalendarDate(post.date)}</time>
              <span aria-hidden="true"> · </span>
              {minutes} min read · by {post.authorName ?? `the ${site.name} team`}
            </p>
          </div>
        </header>
        <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
          <div className="-mt-px overflow-hidden rounded-b-card shadow-card sm:rounded-card sm:mt-8">
            <BlogArt slug={post.slug} />
          </div>
          <div
            className={`${proseClass} mx-auto py-12 sm:py-16`}
            // The post's Markdown rendered by the sanitizing renderer (app/publishing/markdown.server.ts).
            dangerouslySetInnerHTML={{ __html: post.html }}
          />
          <aside aria-labelledby="post-cta" className="mb-16 rounded-card bg-brand-50 p-6 sm:p-8">
            <h2 id="post-cta" className="text-xl font-bold text-navy-900">
              Want help putting this into practice?
            </h2>
            <p className="mt-2 text-muted">
              Our Lucknow team can review your current set-up and tell you the three changes that would matter
              most, free of charge.
            </p>
            <div className="mt-5 flex flex-wrap gap-3">
              <ButtonLink to="/calendar">Book a free consultation</ButtonLink>
              <ButtonLink to="/contact" variant="secondary">
                Send us a message
              </ButtonLink>
            </div>
          </aside>
        </div>
      </article>
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
