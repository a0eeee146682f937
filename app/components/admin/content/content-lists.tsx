import { Form, Link } from "react-router";
import type { ContentListData } from "#app/publishing/content-admin-page.server.ts";
import { POST_STATUSES } from "#app/publishing/post-statuses.ts";
import { LocalTime } from "#app/components/admin/local-time.tsx";
import { statusLabel } from "#app/components/admin/content/post-status.ts";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2";
const newClass =
  "inline-flex min-h-11 items-center rounded-md bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700";

/** The posts, searchable by title and filtered by status (a GET form, so it works without JavaScript). */
export function PostList({ data }: { data: ContentListData }) {
  return (
    <section aria-labelledby="posts-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="posts-heading" className="text-xl font-bold text-navy-900">
          Blog posts and case studies
        </h2>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/content/posts/new" className={newClass}>
            New post
          </Link>
          <Link to="/admin/content/posts/new?kind=case_study" className={newClass}>
            New case study
          </Link>
        </div>
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-3" role="search" aria-label="Posts">
        <input type="hidden" name="tab" value="posts" />
        <div>
          <label htmlFor="posts-q" className="block text-sm font-semibold text-ink">
            Title contains
          </label>
          <input
            id="posts-q"
            name="q"
            type="search"
            defaultValue={data.q}
            className="mt-1 rounded-md border border-line bg-white px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor="posts-status" className="block text-sm font-semibold text-ink">
            Status
          </label>
          <select
            id="posts-status"
            name="status"
            defaultValue={data.status}
            className="mt-1 rounded-md border border-line bg-white px-3 py-2"
          >
            <option value="">Any status</option>
            {POST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="min-h-11 rounded-md border border-line bg-white px-4 text-sm font-semibold text-navy-900"
        >
          Show
        </button>
      </Form>
      {data.posts.length === 0 ? (
        <p className="text-muted">No posts match.</p>
      ) : (
        <ul className="grid gap-2">
          {data.posts.map((post) => (
            <li
              key={post.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-line bg-white px-4 py-3"
            >
              <div>
                <Link to={`/admin/content/posts/${post.id}`} className={linkClass}>
                  {post.title}
                </Link>
                <p className="text-sm text-muted">
                  {post.kind === "case_study" ? "Case study · " : ""}
                  {statusLabel(post.status)}
                  {post.status === "scheduled" && post.publishAt ? (
                    <>
                      {" for "}
                      <LocalTime iso={post.publishAt} options={{ dateStyle: "medium", timeStyle: "short" }} />
                    </>
                  ) : null}
                  {" · updated "}
                  <LocalTime iso={post.updatedAt} options={{ dateStyle: "medium" }} />
                  {post.authorName ? ` · ${post.authorName}` : ""}
                </p>
              </div>
              <span className="text-sm text-muted">
                {post.kind === "case_study" ? "/work" : "/blogs"}/{post.slug}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The jobs in the careers page's order, open or closed. */
export function JobList({ data }: { data: ContentListData }) {
  return (
    <section aria-labelledby="jobs-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="jobs-heading" className="text-xl font-bold text-navy-900">
          Jobs
        </h2>
        <Link to="/admin/content/jobs/new" className={newClass}>
          New job
        </Link>
      </div>
      <ul className="grid gap-2">
        {data.jobs.map((job) => (
          <li key={job.id} className="rounded-md border border-line bg-white px-4 py-3">
            <Link to={`/admin/content/jobs/${job.id}`} className={linkClass}>
              {job.title}
            </Link>
            <p className="text-sm text-muted">
              {job.open ? "Open" : "Closed"} · {job.type} · {job.location} · order {job.order}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The FAQs in their order, with their group and whether the home page shows them. */
export function FaqList({ data }: { data: ContentListData }) {
  return (
    <section aria-labelledby="faqs-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="faqs-heading" className="text-xl font-bold text-navy-900">
          FAQs
        </h2>
        <Link to="/admin/content/faqs/new" className={newClass}>
          New question
        </Link>
      </div>
      <ul className="grid gap-2">
        {data.faqs.map((faq) => (
          <li key={faq.id} className="rounded-md border border-line bg-white px-4 py-3">
            <Link to={`/admin/content/faqs/${faq.id}`} className={linkClass}>
              {faq.question}
            </Link>
            <p className="text-sm text-muted">
              {faq.group} · order {faq.order}
              {faq.home ? " · on the home page" : ""}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
