import { Link, useFetcher } from "react-router";
import { AdminHeader } from "#app/components/admin/admin-header.tsx";
import { FieldList } from "#app/components/admin/field-list.tsx";
import { type CardField, telHref } from "#app/components/admin/lead-fields.ts";
import { LocalTime } from "#app/components/admin/local-time.tsx";
import { AssigneeSelect } from "#app/components/admin/leads/assignee-select.tsx";
import { useLatestAnswer } from "#app/components/admin/leads/form-outcome.tsx";
import { LeadConversation } from "#app/components/admin/leads/lead-conversation.tsx";
import { LeadNoteForm } from "#app/components/admin/leads/lead-note-form.tsx";
import { LeadReplyForm } from "#app/components/admin/leads/lead-reply-form.tsx";
import { MeetingForm, meetingFormKey } from "#app/components/admin/meetings/meeting-form.tsx";
import { MeetingLinkForm } from "#app/components/admin/meetings/meeting-link-form.tsx";
import { MeetingScheduleForm } from "#app/components/admin/meetings/meeting-schedule-form.tsx";
import { MeetingStatusBadge } from "#app/components/admin/meetings/meeting-status-badge.tsx";
import { MeetingStatusForm } from "#app/components/admin/meetings/meeting-status-form.tsx";
import type { MeetingActionResult, MeetingPageData } from "#app/meetings/meeting-page.server.ts";

const sectionHeading = "text-lg font-bold text-navy-900";
const card = "grid content-start gap-4 rounded-card bg-white p-5 shadow-card";

function bookingFields(meeting: MeetingPageData["meeting"]): CardField[] {
  return [
    { label: "Email", value: meeting.email, href: `mailto:${meeting.email}` },
    ...(meeting.phone ? [{ label: "Phone", value: meeting.phone, href: telHref(meeting.phone) }] : []),
    { label: "Title", value: meeting.title },
    ...(meeting.description
      ? [{ label: "What they wrote", value: meeting.description, multiline: true }]
      : []),
    ...(meeting.cancelReason
      ? [{ label: "Cancelled because", value: meeting.cancelReason, multiline: true }]
      : []),
  ];
}

/** The newest answer of the page's forms (one confirmation at a time), else the page's action data. */
function useMeetingOutcome(page: MeetingActionResult | undefined) {
  const answers = [
    useFetcher<MeetingActionResult>({ key: meetingFormKey("move") }).data,
    useFetcher<MeetingActionResult>({ key: meetingFormKey("link") }).data,
    useFetcher<MeetingActionResult>({ key: meetingFormKey("assignee") }).data,
    useFetcher<MeetingActionResult>({ key: meetingFormKey("status") }).data,
    useFetcher<MeetingActionResult>({ key: meetingFormKey("reply") }).data,
    useFetcher<MeetingActionResult>({ key: meetingFormKey("note") }).data,
  ];
  return useLatestAnswer(page, answers);
}

/**
 * One meeting, worked from one page as a lead is: who booked and when, the status (with a reason to
 * cancel), the assignee, the link, a new time, and the conversation (messages mailed to the visitor
 * and the team's notes) with the boxes to add to it. Every form is a plain POST form.
 */
export function MeetingDetailPage({
  data,
  result,
}: {
  data: MeetingPageData;
  result: MeetingActionResult | undefined;
}) {
  const { meeting, viewer, people, now } = data;
  const outcome = useMeetingOutcome(result);
  const started = meeting.start <= now;
  const scheduled = meeting.status === "active";
  return (
    <div className="min-h-screen bg-surface">
      <AdminHeader title={`Meeting with ${meeting.name}`} viewer={viewer} />
      <main id="main" className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
        <Link
          to="/admin?tab=meetings"
          className="text-sm font-semibold text-brand-700 underline underline-offset-2"
        >
          Back to the meetings
        </Link>
        <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
          <section aria-labelledby="booking-heading" className={card}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="booking-heading" className={sectionHeading}>
                The booking
              </h2>
              <MeetingStatusBadge status={meeting.status} ended={meeting.end <= now} />
            </div>
            <p className="text-base font-semibold text-ink">
              <LocalTime iso={meeting.start} options={{ dateStyle: "full", timeStyle: "short" }} /> to{" "}
              <LocalTime iso={meeting.end} options={{ timeStyle: "short" }} />
            </p>
            <p className="text-sm text-ink">
              {meeting.meetingLink ? (
                <>
                  Video call:{" "}
                  <a
                    href={meeting.meetingLink}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="wrap-anywhere text-brand-700 underline underline-offset-2"
                  >
                    {meeting.meetingLink}
                  </a>
                </>
              ) : (
                "No meeting link yet: add one, or call the visitor."
              )}
            </p>
            <FieldList fields={bookingFields(meeting)} createdAt={meeting.createdAt} />
          </section>
          <section aria-labelledby="work-heading" className={card}>
            <h2 id="work-heading" className={sectionHeading}>
              Work this meeting
            </h2>
            <MeetingStatusForm
              meeting={meeting}
              started={started}
              ended={meeting.end <= now}
              result={outcome}
            />
            <MeetingForm intent="assignee" submitLabel="Save assignee" result={outcome}>
              <AssigneeSelect
                id="meeting-assignee"
                people={people}
                assigneeId={meeting.assignee?.id ?? null}
                viewerId={viewer.id}
              />
            </MeetingForm>
            <MeetingLinkForm link={meeting.meetingLink} result={outcome} />
          </section>
        </div>
        {scheduled && !started ? (
          <section aria-labelledby="move-heading" className={card}>
            <h2 id="move-heading" className={sectionHeading}>
              Reschedule
            </h2>
            <MeetingScheduleForm meeting={meeting} result={outcome} />
          </section>
        ) : null}
        <section aria-labelledby="conversation-heading" className="grid gap-3">
          <h2 id="conversation-heading" className={sectionHeading}>
            Conversation
          </h2>
          <LeadConversation notes={meeting.notes} replies={meeting.replies} inbound={meeting.inbound} />
        </section>
        <section
          aria-labelledby="compose-heading"
          className="grid gap-6 rounded-card bg-white p-5 shadow-card"
        >
          <h2 id="compose-heading" className={sectionHeading}>
            Write to the visitor or add a note
          </h2>
          <LeadReplyForm
            recipient={`${meeting.name} <${meeting.email}>`}
            savedReplies={data.savedReplies}
            result={outcome}
            fetcherKey={meetingFormKey("reply")}
            submitLabel="Send message"
          />
          <LeadNoteForm result={outcome} fetcherKey={meetingFormKey("note")} />
        </section>
      </main>
    </div>
  );
}
