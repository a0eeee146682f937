import { Link } from "react-router";

export type InboxTabName = "messages" | "applications" | "meetings";

const labels: Record<InboxTabName, string> = {
  messages: "Messages",
  applications: "Applications",
  meetings: "Meetings",
};

/**
 * The inbox's sections as links (?tab=), the current one marked with aria-current, each with its
 * count: unread messages and applications, upcoming meetings (meetings are not mail to be read). Links rather than an ARIA tablist: each section is its own URL.
 */
export function InboxTabs({
  current,
  counts,
}: {
  current: InboxTabName;
  counts: Record<InboxTabName, number>;
}) {
  return (
    <nav aria-label="Inbox sections" className="border-b border-line">
      <ul className="-mb-px flex flex-wrap gap-2">
        {(Object.keys(labels) as InboxTabName[]).map((tab) => {
          const active = tab === current;
          const count = counts[tab];
          return (
            <li key={tab}>
              <Link
                to={`?tab=${tab}`}
                aria-current={active ? "page" : undefined}
                className={`inline-flex items-center gap-2 border-b-2 px-4 py-3 text-sm font-semibold ${
                  active ? "border-brand-600 text-brand-700" : "border-transparent text-muted hover:text-ink"
                }`}
              >
                {labels[tab]}
                <span
                  className={`rounded-pill px-2 py-0.5 text-xs ${count ? "bg-warning-50 text-ink" : "bg-surface text-muted"}`}
                >
                  {count}
                  <span className="sr-only">{tab === "meetings" ? " upcoming" : " unread"}</span>
                </span>
              </Link>
            </li>
          );
        })}
        <li>
          {/* Its own page: a lookup by address across every kind, not a list of new items. */}
          <Link
            to="/admin/personal-data"
            className="inline-flex items-center border-b-2 border-transparent px-4 py-3 text-sm font-semibold text-muted hover:text-ink"
          >
            Personal data
          </Link>
        </li>
      </ul>
    </nav>
  );
}
