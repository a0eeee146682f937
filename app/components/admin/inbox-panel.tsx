import { useNavigation } from "react-router";
import { findService } from "#app/content/services.ts";
import type { ApplicationJson, MessageJson } from "#app/inbox/inbox-json.ts";
import { type CardField, InboxCard } from "#app/components/admin/inbox-card.tsx";
import { InboxPagination } from "#app/components/admin/inbox-pagination.tsx";
import { InboxToolbar } from "#app/components/admin/inbox-toolbar.tsx";

type Numbered<T> = T & { orderId: number };
type Query = { q: string; unread: boolean; page: number };
type List<T> = { items: Numbered<T>[]; total: number; pageCount: number };

type InboxPanelProps =
  | { kind: "messages"; query: Query; list: List<MessageJson> }
  | { kind: "applications"; query: Query; list: List<ApplicationJson> };

function messageFields(message: MessageJson): CardField[] {
  const fields: CardField[] = [
    { label: "Name", value: message.user_name },
    { label: "Email", value: message.user_email, href: `mailto:${message.user_email}` },
    { label: "Phone", value: message.user_phone, href: `tel:${message.user_phone.replace(/[^\d+]/g, "")}` },
  ];
  if (message.service) {
    fields.push({ label: "Service", value: findService(message.service)?.title ?? message.service });
  }
  fields.push({ label: "Message", value: message.message, multiline: true });
  return fields;
}

function applicationFields(application: ApplicationJson): CardField[] {
  const cv: CardField[] =
    application.hasCv && application.cvName
      ? [
          {
            label: "CV",
            value: `Download CV (${application.cvName})`,
            href: `/api/applications/${application._id}/cv`,
            download: true,
          },
        ]
      : [{ label: "CV", value: "None sent" }];
  return [
    { label: "Job", value: application.jobTitle },
    { label: "Applicant", value: application.name },
    { label: "Email", value: application.email, href: `mailto:${application.email}` },
    { label: "Phone", value: application.phone, href: `tel:${application.phone.replace(/[^\d+]/g, "")}` },
    { label: "Message", value: application.message, multiline: true },
    ...cv,
  ];
}

/** The Messages or Applications tab: filter bar, the cards of one page, and the page links. */
export function InboxPanel(props: InboxPanelProps) {
  const navigation = useNavigation();
  // Loading means a new filter or page is on its way, not a quiet refresh after a change.
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin";
  const { kind, query, list } = props;
  const noun = kind === "messages" ? "messages" : "applications";
  return (
    <div className="grid gap-6">
      <InboxToolbar
        tab={kind}
        q={query.q}
        unread={query.unread}
        exportPath={kind === "messages" ? "/api/contact/export.csv" : "/api/applications/export.csv"}
      />
      <p className="text-sm text-muted" aria-live="polite">
        {loading
          ? "Loading..."
          : `${list.total} ${list.total === 1 ? noun.slice(0, -1) : noun}${query.unread ? " unread" : ""}${query.q ? ` matching “${query.q}”` : ""}`}
      </p>
      {loading ? null : list.items.length === 0 ? (
        <p className="rounded-card border border-dashed border-line p-8 text-center text-muted">
          {kind === "messages" ? "No messages found." : "No applications found."}
        </p>
      ) : (
        <div className="grid gap-4">
          {props.kind === "messages"
            ? props.list.items.map((message) => (
                <InboxCard
                  key={message._id}
                  apiPath={`/api/contact/${message._id}`}
                  orderId={message.orderId}
                  read={message.read}
                  createdAt={message.createdAt}
                  fields={messageFields(message)}
                  deleteQuestion="Delete this message?"
                />
              ))
            : props.list.items.map((application) => (
                <InboxCard
                  key={application._id}
                  apiPath={`/api/applications/${application._id}`}
                  orderId={application.orderId}
                  read={application.read}
                  createdAt={application.createdAt}
                  fields={applicationFields(application)}
                  deleteQuestion="Delete this application?"
                />
              ))}
        </div>
      )}
      <InboxPagination page={query.page} pageCount={list.pageCount} />
    </div>
  );
}
