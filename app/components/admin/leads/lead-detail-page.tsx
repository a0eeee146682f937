import { type KeyboardEvent, useEffect } from "react";
import { Form, Link, useLocation } from "react-router";
import { AdminHeader } from "#app/components/admin/admin-header.tsx";
import { FieldList } from "#app/components/admin/field-list.tsx";
import { type CardField, applicationFields, messageFields } from "#app/components/admin/lead-fields.ts";
import { COMPOSE_HASH } from "#app/components/admin/leads/card-list.tsx";
import { KeyboardHint } from "#app/components/admin/leads/keyboard-hint.tsx";
import { LeadConversation } from "#app/components/admin/leads/lead-conversation.tsx";
import { LeadNoteForm } from "#app/components/admin/leads/lead-note-form.tsx";
import { REPLY_BOX_ID, LeadReplyForm } from "#app/components/admin/leads/lead-reply-form.tsx";
import { LeadStatusBadge } from "#app/components/admin/leads/lead-status-badge.tsx";
import { LeadWorkForm } from "#app/components/admin/leads/lead-work-form.tsx";
import { LeadSourceList } from "#app/components/admin/leads/lead-source.tsx";
import { LeadValueForm } from "#app/components/admin/leads/lead-value-form.tsx";
import { useLatestOutcome } from "#app/components/admin/leads/form-outcome.tsx";
import { isTypingOrModified } from "#app/components/admin/leads/use-shortcut-keys.ts";
import type { LeadActionResult, LeadPageData } from "#app/leads/lead-page.server.ts";
import { whatsAppLink } from "#app/leads/whatsapp-link.ts";

const sectionHeading = "text-lg font-bold text-navy-900";

type Lead = LeadPageData["lead"];

/** Who sent the lead and what they sent, whichever kind it is. */
export function leadSender(lead: Lead): { name: string; email: string; fields: CardField[] } {
  if ("user_name" in lead) {
    return { name: lead.user_name, email: lead.user_email, fields: messageFields(lead) };
  }
  return { name: lead.name, email: lead.email, fields: applicationFields(lead) };
}

function focusReplyBox() {
  document.getElementById(REPLY_BOX_ID)?.focus();
}

/**
 * One message or application, worked from one page: what they sent, the status and assignee
 * (saved together), one confirmation at a time, the conversation (replies and notes in time order), and the reply and note boxes.
 * The e key (focus in the page's main part, not in a field) puts the focus in the reply box.
 */
export function LeadDetailPage({
  data,
  result,
}: {
  data: LeadPageData;
  result: LeadActionResult | undefined;
}) {
  const { kind, lead, viewer } = data;
  const location = useLocation();
  const listState = (location.state as { list?: unknown } | null)?.list;
  const backTo = `/admin${typeof listState === "string" && listState ? listState : `?tab=${kind}`}`;
  const isMessage = kind === "messages";
  const { name, email, fields } = leadSender(lead);
  const chat = whatsAppLink("user_phone" in lead ? lead.user_phone : lead.phone);
  const outcome = useLatestOutcome(result);

  // Arriving by the list's e key (or a link ending in #compose): the focus goes to the reply box.
  useEffect(() => {
    if (location.hash === COMPOSE_HASH) focusReplyBox();
  }, [location.hash]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "e" || isTypingOrModified(event)) return;
    event.preventDefault();
    focusReplyBox();
  };

  return (
    <div className="min-h-screen bg-surface">
      <AdminHeader title={`${isMessage ? "Message" : "Application"} from ${name}`} viewer={viewer} />
      <main
        id="main"
        aria-describedby="detail-keys"
        onKeyDown={onKeyDown}
        className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link to={backTo} className="text-sm font-semibold text-brand-700 underline underline-offset-2">
            Back to the {isMessage ? "messages" : "applications"}
          </Link>
          <KeyboardHint
            id="detail-keys"
            keys="e reply"
            where="while the focus is on this page's content, not in a field"
          />
        </div>
        <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
          <section
            aria-labelledby="lead-heading"
            className="grid content-start gap-4 rounded-card bg-white p-5 shadow-card"
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="lead-heading" className={sectionHeading}>
                What they sent
              </h2>
              <div className="flex flex-wrap gap-2">
                <LeadStatusBadge status={lead.status} />
                <span className="rounded-pill bg-surface px-3 py-1 text-xs font-semibold text-ink">
                  {lead.read ? "Read" : "Unread"}
                </span>
                {/* A plain form: marking it unread goes back to the list, where it shows as new. */}
                <Form method="post">
                  <input type="hidden" name="intent" value={lead.read ? "unread" : "read"} />
                  <button
                    type="submit"
                    className="rounded-pill border border-line px-3 py-1 text-xs font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    {lead.read ? "Mark as unread" : "Mark as read"}
                  </button>
                </Form>
              </div>
            </div>
            <FieldList fields={fields} createdAt={lead.createdAt} />
          </section>
          <section
            aria-labelledby="work-heading"
            className="grid content-start gap-4 rounded-card bg-white p-5 shadow-card"
          >
            <h2 id="work-heading" className={sectionHeading}>
              Work this lead
            </h2>
            <LeadWorkForm
              kind={kind}
              status={lead.status}
              assigneeId={lead.assignee?.id ?? null}
              people={data.people}
              viewerId={viewer.id}
              result={outcome}
            />
            {"value" in lead && lead.status === "won" ? (
              <LeadValueForm value={lead.value} result={outcome} />
            ) : null}
          </section>
        </div>
        <section
          aria-labelledby="source-heading"
          className="grid gap-3 rounded-card bg-white p-5 shadow-card"
        >
          <h2 id="source-heading" className={sectionHeading}>
            Where they came from
          </h2>
          <LeadSourceList source={lead.source} />
        </section>
        <section aria-labelledby="conversation-heading" className="grid gap-3">
          <h2 id="conversation-heading" className={sectionHeading}>
            Conversation
          </h2>
          <LeadConversation notes={lead.notes} replies={lead.replies} inbound={lead.inbound} />
        </section>
        <section
          id={COMPOSE_HASH.slice(1)}
          aria-labelledby="compose-heading"
          className="grid gap-6 rounded-card bg-white p-5 shadow-card"
        >
          <h2 id="compose-heading" className={sectionHeading}>
            Reply or add a note
          </h2>
          {chat ? (
            <p className="text-sm">
              <a
                href={chat}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold wrap-anywhere text-brand-700 underline underline-offset-2"
              >
                Chat with {name} on WhatsApp
                <span className="sr-only"> (opens WhatsApp in a new tab)</span>
              </a>
            </p>
          ) : null}
          {email ? (
            <LeadReplyForm
              recipient={`${name} <${email}>`}
              savedReplies={data.savedReplies}
              result={outcome}
            />
          ) : (
            // A service page's request may come with a phone number alone: nothing to mail a reply to.
            <p className="text-sm text-muted">
              {name} left no e-mail address, so there is nothing to mail a reply to: call them, and note here
              how it went.
            </p>
          )}
          <LeadNoteForm result={outcome} />
        </section>
      </main>
    </div>
  );
}
