import { AdminHeader } from "#app/components/admin/admin-header.tsx";
import { AuditFilters } from "#app/components/admin/audit/audit-filters.tsx";
import { AuditTable } from "#app/components/admin/audit/audit-table.tsx";
import { InboxPagination } from "#app/components/admin/inbox-pagination.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { site } from "#app/content/site.ts";
import { auditPageLoader } from "#app/team/audit-page.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/admin.audit";

export function meta() {
  return pageMeta({
    title: `Audit log | ${site.name}`,
    description: `Who did what in the ${site.name} admin, and when.`,
    path: "/admin/audit",
    noindex: true,
  });
}

export const loader = (args: Route.LoaderArgs) => auditPageLoader(args);

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  return (
    <div className="min-h-screen bg-surface">
      <AdminHeader title="Audit log" viewer={data.viewer} />
      <main id="main" className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
        <p className="max-w-3xl text-sm text-muted">
          Every sign-in, every change and every export in the admin: who did it, when and from which address.
          Entries are kept for {data.retentionDays} days, then deleted.
        </p>
        <AuditFilters values={data.values} people={data.people} />
        {data.ignored.length ? (
          <Notice tone="error">
            Left out of this search because they could not be read: {data.ignored.join(", ")}.
          </Notice>
        ) : null}
        {/* Always in the page, so a screen reader hears the new count after each search. */}
        <p
          role="status"
          className={
            data.entries.length ? "sr-only" : "rounded-card border border-line bg-white p-6 text-sm text-ink"
          }
        >
          {data.entries.length
            ? `${data.total} ${data.total === 1 ? "entry" : "entries"} found.`
            : data.total
              ? "There are no entries on this page."
              : "No entries match these filters."}
        </p>
        {data.entries.length ? (
          <AuditTable entries={data.entries} people={data.people} first={data.first} total={data.total} />
        ) : null}
        <InboxPagination page={data.page} pageCount={data.pageCount} />
      </main>
    </div>
  );
}
