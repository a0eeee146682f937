import { Link } from "react-router";
import { BlogCard } from "#app/components/blog/blog-card.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { PostSummary } from "#app/publishing/public-content.server.ts";

/** The home page's blog block: the newest posts, so a visitor sees the agency's thinking is current. */
export function HomeLatestPosts({ posts }: { posts: readonly PostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <Section
      id="latest-posts"
      tone="surface"
      eyebrow="From the blog"
      title="Fresh from Our Blog"
      intro={
        <>
          Field notes from the campaigns we run every week.{" "}
          <Link to="/blogs" className="font-semibold text-brand-700 underline underline-offset-4">
            Read every post
          </Link>
          .
        </>
      }
    >
      <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post, index) => (
          // A phone and two columns show two posts; the third returns at three columns.
          <li key={post.slug} className={index === 2 ? "max-lg:hidden" : undefined}>
            <BlogCard post={post} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
