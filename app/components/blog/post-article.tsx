import { BlogArt } from "#app/components/blog/blog-art.tsx";
import { proseClass } from "#app/components/content/prose.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { Breadcrumb } from "#app/components/ui/breadcrumb.tsx";
import { ConsultationCta } from "#app/components/content/consultation-cta.tsx";
import { site } from "#app/content/site.ts";
import { formatCalendarDate } from "#app/lib/format-date.ts";
import type { PublicPost } from "#app/publishing/public-content.server.ts";

/** The pages above a post, as its breadcrumb shows them (and its BreadcrumbList names them). */
export const postTrail = [{ to: "/blogs", label: "Blog" }] as const;

// The article column: 56rem wide less its 2rem padding each side.
const ARTICLE_SIZES = "(min-width: 56rem) 52rem, 100vw";

/** A blog post's article: its header, art, text and the call to action (the public page and the preview). */
export function PostArticle({ post }: { post: PublicPost }) {
  const minutes = Math.max(1, Math.round(post.wordCount / 200));
  return (
    <article>
      <header className="bg-navy-900 text-white">
        <div className="mx-auto max-w-4xl px-4 pt-12 pb-10 sm:px-6 sm:pt-16 lg:px-8">
          <Breadcrumb trail={postTrail} current={post.title} emphasis="trail" />
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
          {post.cover ? (
            // The first thing below the header: fetched at once, ahead of the other images.
            <ResponsiveImage
              image={post.cover}
              alt={post.cover.alt}
              sizes={ARTICLE_SIZES}
              loading="eager"
              fetchPriority="high"
              className="block aspect-video w-full object-cover"
            />
          ) : (
            <BlogArt slug={post.slug} />
          )}
        </div>
        <div
          className={`${proseClass} mx-auto py-12 sm:py-16`}
          // The post's Markdown rendered by the sanitizing renderer (app/publishing/markdown.server.ts).
          dangerouslySetInnerHTML={{ __html: post.html }}
        />
        <ConsultationCta id="post-cta" title="Want help putting this into practice?">
          Our Lucknow team can review your current set-up and tell you the three changes that would matter
          most, free of charge.
        </ConsultationCta>
      </div>
    </article>
  );
}
