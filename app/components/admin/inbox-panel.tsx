import { useNavigation } from "react-router";
import type { LeadListData } from "#app/leads/admin-page.server.ts";
import type { ApplicationJson, MessageJson } from "#app/inbox/inbox-json.ts";
import type { LeadFieldsJson } from "#app/inbox/lead-json.ts";
import { statusLabel } from "#app/inbox/lead-status.ts";
import { InboxCard } from "#app/components/admin/inbox-card.tsx";
import { InboxPagination } from "#app/components/admin/inbox-pagination.tsx";
import { InboxToolbar } from "#app/components/admin/inbox-toolbar.tsx";
import { type CardField, applicationFields, messageFields } from "#app/components/admin/lead-fields.ts";
import { CardList } from "#app/components/admin/leads/card-list.tsx";
import { StatusFilter } from "#app/components/admin/leads/status-filter.tsx";

type Item<T> = T & LeadFieldsJson & { orderId: number };
type Query = { q: string; unread: boolean; page: number };
type List<T> = { items: Item<T>[]; total: number; pageCount: number; truncated: boolean };

type InboxPanelProps = LeadListData &
  (
    | { kind: "messages"; query: Query; list: List<MessageJson> }
    | { kind: "applications"; query: Query; list: List<ApplicationJson> }
  );

const assigneeField = (item: LeadFieldsJson): CardField => ({
  label: "Assigned to",
  value: item.assignee?.name ?? "Nobody",
});

/** The Messages or Applications tab: filters with counts per status, the cards of one page, the page links. */
export function InboxPanel(props: InboxPanelProps) {
  const navigation = useNavigation();
  // Loading means a new filter or page is on its way, not a quiet refresh after a change.
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin";
  const { kind, query, list, leads } = props;
  const noun = kind === "messages" ? "messages" : "applications";
  const which = `${query.unread ? " unread" : ""}${leads.status ? ` with status ${statusLabel(leads.status)}` : ""}`;
  const summary = list.truncated
    ? `More than ${list.total.toLocaleString("en-IN")} ${noun}${which} match “${query.q}”, so the newest ${list.total.toLocaleString("en-IN")} are listed. A longer search or another filter narrows them.`
    : `${list.total} ${list.total === 1 ? noun.slice(0, -1) : noun}${which}${query.q ? ` matching “${query.q}”` : ""}`;
  const cards =
    props.kind === "messages"
      ? props.list.items.map((message) => (
          <InboxCard
            key={message.id}
            apiPath={`/api/contact/${message.id}`}
            detailPath={`/admin/messages/${message.id}`}
            orderId={message.orderId}
            read={message.read}
            status={message.status}
            createdAt={message.createdAt}
            fields={[...messageFields(message), assigneeField(message)]}
            deleteQuestion="Delete this message?"
          />
        ))
      : props.list.items.map((application) => (
          <InboxCard
            key={application.id}
            apiPath={`/api/applications/${application.id}`}
            detailPath={`/admin/applications/${application.id}`}
            orderId={application.orderId}
            read={application.read}
            status={application.status}
            createdAt={application.createdAt}
            fields={[...applicationFields(application), assigneeField(application)]}
            deleteQuestion="Delete this application?"
          />
        ));
  return (
    <div className="grid gap-6">
      <StatusFilter kind={kind} current={leads.status} counts={props.statusCounts} />
      <InboxToolbar
        tab={kind}
        q={query.q}
        unread={query.unread}
        leads={leads}
        people={props.people}
        jobs={props.jobs}
        exportPath={kind === "messages" ? "/api/contact/export.csv" : "/api/applications/export.csv"}
      />
      <p className="text-sm wrap-anywhere text-muted" aria-live="polite">
        {loading ? "Loading..." : summary}
      </p>
      {loading ? null : list.items.length === 0 ? (
        <p className="rounded-card border border-dashed border-line p-8 text-center text-muted">
          {kind === "messages" ? "No messages found." : "No applications found."}
        </p>
      ) : (
        <CardList label={`List of ${noun}`}>{cards}</CardList>
      )}
      <InboxPagination page={query.page} pageCount={list.pageCount} />
    </div>
  );
}
