import { NavLink } from "react-router";
import { AdminHeader } from "#app/components/admin/admin-header.tsx";
import { FaqList, JobList, PostList } from "#app/components/admin/content/content-lists.tsx";
import { site } from "#app/content/site.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { contentListLoader } from "#app/publishing/content-admin-page.server.ts";
import type { Route } from "./+types/admin.content";

export function meta() {
  return pageMeta({
    title: `Content | ${site.name}`,
    description: "The blog posts, jobs and FAQs of the public site.",
    path: "/admin/content",
    noindex: true,
  });
}

export const loader = (args: Route.LoaderArgs) => contentListLoader(args);

const tabs = [
  { tab: "posts", label: "Blog posts" },
  { tab: "jobs", label: "Jobs" },
  { tab: "faqs", label: "FAQs" },
] as const;

export default function AdminContent({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  return (
    <div className="min-h-screen bg-surface">
      <AdminHeader title="Content" viewer={data.viewer} />
      <main id="main" className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
        <nav aria-label="Content">
          <ul className="flex flex-wrap gap-2">
            {tabs.map(({ tab, label }) => (
              <li key={tab}>
                <NavLink
                  to={`/admin/content?tab=${tab}`}
                  aria-current={data.tab === tab ? "page" : undefined}
                  className="inline-flex min-h-11 items-center rounded-md border border-line bg-white px-4 text-sm font-semibold text-navy-900 aria-[current=page]:border-navy-900 aria-[current=page]:bg-navy-900 aria-[current=page]:text-white"
                >
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {data.tab === "posts" ? (
          <PostList data={data} />
        ) : data.tab === "jobs" ? (
          <JobList data={data} />
        ) : (
          <FaqList data={data} />
        )}
        <p className="text-sm text-muted">Published changes show on the public site within a few seconds.</p>
      </main>
    </div>
  );
}
