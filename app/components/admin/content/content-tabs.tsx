import { Link } from "react-router";

const tabs = [
  { key: "posts", to: "/admin/content?tab=posts", label: "Blog posts" },
  { key: "jobs", to: "/admin/content?tab=jobs", label: "Jobs" },
  { key: "faqs", to: "/admin/content?tab=faqs", label: "FAQs" },
  { key: "site", to: "/admin/content/site", label: "Site facts" },
] as const;

export type ContentTabKey = (typeof tabs)[number]["key"];

/** The content area's sections, the current one marked for screen readers as the page. */
export function ContentTabs({ current }: { current: ContentTabKey }) {
  return (
    <nav aria-label="Content">
      <ul className="flex flex-wrap gap-2">
        {tabs.map(({ key, to, label }) => (
          <li key={key}>
            <Link
              to={to}
              aria-current={current === key ? "page" : undefined}
              className="inline-flex min-h-11 items-center rounded-md border border-line bg-white px-4 text-sm font-semibold text-navy-900 aria-[current=page]:border-navy-900 aria-[current=page]:bg-navy-900 aria-[current=page]:text-white"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
