import { Link } from "react-router";
import { formatCalendarDate } from "#app/lib/format-date.ts";
import { BlogArt } from "#app/components/blog/blog-art.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import type { PostCover } from "#app/publishing/public-content.server.ts";

type BlogCardProps = {
  post: { slug: string; title: string; date: string; excerpt: string; cover?: PostCover | null };
  headingLevel?: 2 | 3;
};

// At most two cards a row inside the 80rem container (the home page's three are narrower still).
const CARD_SIZES = "(min-width: 80rem) 37rem, (min-width: 48rem) 50vw, 100vw";
const zoomOnHover = "transition-transform duration-300 group-hover:scale-105";

/** A post teaser: its cover (or illustration), date, title, excerpt and a Read More link to the article. */
export function BlogCard({ post, headingLevel = 3 }: BlogCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = `/blogs/${post.slug}`;
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card">
      <div className="overflow-hidden">
        {post.cover ? (
          <ResponsiveImage
            image={post.cover}
            alt={post.cover.alt}
            sizes={CARD_SIZES}
            className={`block aspect-video w-full object-cover ${zoomOnHover}`}
          />
        ) : (
          <BlogArt slug={post.slug} className={zoomOnHover} />
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-medium text-brand-700">
          <time dateTime={post.date}>{formatCalendarDate(post.date)}</time>
        </p>
        <Heading className="mt-2 text-xl font-bold tracking-tight text-navy-900">
          <Link to={href} className="hover:text-brand-700" prefetch="intent">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-3 flex-1 text-sm leading-6 text-muted">{post.excerpt}</p>
        <Link
          to={href}
          className="mt-5 inline-flex items-center gap-1 self-start rounded-md text-sm font-semibold text-brand-700 hover:text-brand-600"
        >
          Read More<span className="sr-only">: {post.title}</span>
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
            <path d="M11.3 4.3 10 5.6l3.4 3.4H4v2h9.4L10 14.4l1.3 1.3L17 10z" />
          </svg>
        </Link>
      </div>
    </article>
  );
}
