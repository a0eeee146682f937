import { Link } from "react-router";
import type { AdminMeeting } from "#app/meetings/meetings-tab.server.ts";
import { telHref } from "#app/components/admin/lead-fields.ts";
import { LocalTime } from "#app/components/admin/local-time.tsx";
import { MeetingStatusBadge } from "#app/components/admin/meetings/meeting-status-badge.tsx";

/**
 * A booked consultation in the Meetings tab: who booked it (their name heads the card and opens the
 * meeting's page), when, its status and who holds it.
 */
export function MeetingCard({ meeting, now }: { meeting: AdminMeeting; now: string }) {
  const cancelled = meeting.status === "cancelled";
  return (
    <article
      id={`meeting-${meeting.id}`}
      tabIndex={-1}
      aria-labelledby={`meeting-${meeting.id}-title`}
      className={`rounded-card border-2 bg-white p-5 shadow-card ${cancelled ? "border-dashed border-slate-400" : "border-line"}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={`meeting-${meeting.id}-title`} className="text-lg font-bold text-navy-900">
          <Link
            to={`/admin/meetings/${meeting.id}`}
            className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {meeting.name}
          </Link>
        </h3>
        <MeetingStatusBadge status={meeting.status} ended={meeting.end <= now} />
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <div className="contents">
          <dt className="font-semibold text-ink">When</dt>
          <dd className="text-muted">
            <LocalTime iso={meeting.start} options={{ dateStyle: "full", timeStyle: "short" }} /> to{" "}
            <LocalTime iso={meeting.end} options={{ timeStyle: "short" }} />
          </dd>
        </div>
        <div className="contents">
          <dt className="font-semibold text-ink">Assigned to</dt>
          <dd className="text-muted">{meeting.assignee?.name ?? "Nobody"}</dd>
        </div>
        <div className="contents">
          <dt className="font-semibold text-ink">Email</dt>
          <dd className="wrap-anywhere text-muted">
            <a href={`mailto:${meeting.email}`} className="text-brand-700 underline underline-offset-2">
              {meeting.email}
            </a>
          </dd>
        </div>
        {meeting.phone ? (
          <div className="contents">
            <dt className="font-semibold text-ink">Phone</dt>
            <dd className="text-muted">
              <a href={telHref(meeting.phone)} className="text-brand-700 underline underline-offset-2">
                {meeting.phone}
              </a>
            </dd>
          </div>
        ) : null}
        {meeting.description ? (
          <div className="contents">
            <dt className="font-semibold text-ink">What they wrote</dt>
            <dd className="whitespace-pre-wrap wrap-anywhere text-muted">{meeting.description}</dd>
          </div>
        ) : null}
        {meeting.cancelReason ? (
          <div className="contents">
            <dt className="font-semibold text-ink">Cancelled because</dt>
            <dd className="whitespace-pre-wrap wrap-anywhere text-muted">{meeting.cancelReason}</dd>
          </div>
        ) : null}
      </dl>
    </article>
  );
}
