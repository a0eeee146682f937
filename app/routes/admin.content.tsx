import { AdminHeader } from "#app/components/admin/admin-header.tsx";
import { FaqList, JobList, PostList } from "#app/components/admin/content/content-lists.tsx";
import { ContentTabs } from "#app/components/admin/content/content-tabs.tsx";
import { site } from "#app/content/site.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { contentListLoader } from "#app/publishing/content-admin-page.server.ts";
import type { Route } from "./+types/admin.content";

export function meta() {
  return pageMeta({
    title: `Content | ${site.name}`,
    description: "The blog posts, jobs, FAQs and contact facts of the public site.",
    path: "/admin/content",
    noindex: true,
  });
}

export const loader = (args: Route.LoaderArgs) => contentListLoader(args);

export default function AdminContent({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  return (
    <div className="min-h-screen bg-surface">
      <AdminHeader title="Content" viewer={data.viewer} />
      <main id="main" className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
        <ContentTabs current={data.tab} />
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
