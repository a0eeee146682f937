import { Link } from "react-router";
import type { Route } from "./+types/blogs";
import { BlogCard } from "#app/components/blog/blog-card.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { site } from "#app/content/site.ts";
import { servicesContext } from "#app/context.ts";
import { listPublishedPosts } from "#app/publishing/public-content.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { blogJsonLd } from "#app/lib/structured-data/blog-posting.ts";
import { staticPage } from "#app/route-handle.ts";

// Nothing on this page changes in the browser: it ships no React (decision 15).
export const handle = staticPage;

export async function loader({ context }: Route.LoaderArgs) {
  return { posts: await listPublishedPosts(context.get(servicesContext).database.db) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: `Digital Marketing Blog for Lucknow Businesses | ${site.name}`,
    description:
      "Practical guides on local SEO, Instagram Reels, website speed and WhatsApp marketing, written by our Lucknow team for Indian small businesses.",
    path: "/blogs",
    image: "/og/blog.png",
    jsonLd: blogJsonLd(loaderData?.posts ?? []),
  });
}

export function links() {
  return [
    { rel: "alternate", type: "application/rss+xml", title: `${site.name} Blog`, href: "/blogs/rss.xml" },
  ];
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <Section
        tone="dark"
        headingLevel={1}
        eyebrow="Insights from Lucknow"
        title="Welcome to Our Blog"
        intro={
          <>
            <p>
              Field notes from the campaigns we run every week: what is working for shops, clinics,
              restaurants and start-ups in Lucknow and across India, explained without jargon.
            </p>
            <p className="mt-4 text-base">
              <a
                href="/blogs/rss.xml"
                className="inline-flex items-center gap-2 font-semibold text-saffron-300 underline-offset-4 hover:underline"
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
                  <path d="M4 15a1.5 1.5 0 1 0 0 .01zM3 8.5v2a6.5 6.5 0 0 1 6.5 6.5h2A8.5 8.5 0 0 0 3 8.5zm0-5v2A11.5 11.5 0 0 1 14.5 17h2A13.5 13.5 0 0 0 3 3.5z" />
                </svg>
                Follow the blog by RSS
              </a>
            </p>
          </>
        }
      />
      <Section id="latest" title="Latest Blogs" tone="surface">
        <ul className="grid gap-8 md:grid-cols-2">
          {loaderData.posts.map((post) => (
            <li key={post.slug}>
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
        <p className="mt-12 text-center text-muted">
          Want these ideas applied to your business?{" "}
          <Link to="/contact" className="font-semibold text-brand-700 underline underline-offset-2">
            Talk to our team
          </Link>
          .
        </p>
      </Section>
    </main>
  );
}
