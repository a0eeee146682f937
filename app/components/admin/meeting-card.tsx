import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import type { AdminActionResult } from "#app/leads/admin-page.server.ts";
import type { AdminMeeting } from "#app/meetings/meetings-tab.server.ts";
import { telHref } from "#app/components/admin/lead-fields.ts";
import { LocalTime } from "#app/components/admin/local-time.tsx";
import { MeetingActions } from "#app/components/admin/meeting-actions.tsx";

const statusLabels = { cancelled: "Cancelled", done: "Took place", "no-show": "No-show" } as const;

/** A consultation request: who, when and why, with its own read flag (green read, yellow unread). */
export function MeetingCard({ meeting, now }: { meeting: AdminMeeting; now: string }) {
  const fetcher = useFetcher<AdminActionResult>();
  const cancelled = meeting.status === "cancelled";
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;
  return (
    <article
      id={`meeting-${meeting.id}`}
      tabIndex={-1}
      aria-labelledby={`meeting-${meeting.id}-title`}
      className={`rounded-card border-2 bg-white p-5 shadow-card ${cancelled ? "border-dashed border-slate-400" : meeting.read ? "border-success-600" : "border-warning-500"}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={`meeting-${meeting.id}-title`} className="text-lg font-bold text-navy-900">
          {meeting.title}
        </h3>
        <span className="rounded-pill bg-surface px-3 py-1 text-xs font-semibold text-ink">
          {meeting.status === "active" ? (meeting.read ? "Read" : "Unread") : statusLabels[meeting.status]}
        </span>
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
          <dt className="font-semibold text-ink">Name</dt>
          <dd className="text-muted">{meeting.name}</dd>
        </div>
        <div className="contents">
          <dt className="font-semibold text-ink">Email</dt>
          <dd className="break-all text-muted">
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
        {meeting.meetingLink ? (
          <div className="contents">
            <dt className="font-semibold text-ink">Video call</dt>
            <dd className="break-all text-muted">
              <a
                href={meeting.meetingLink}
                target="_blank"
                rel="noopener noreferrer"
                className="text-brand-700 underline underline-offset-2"
              >
                {meeting.meetingLink}
              </a>
            </dd>
          </div>
        ) : null}
        {meeting.cancelReason ? (
          <div className="contents">
            <dt className="font-semibold text-ink">Cancelled because</dt>
            <dd className="whitespace-pre-wrap break-words text-muted">{meeting.cancelReason}</dd>
          </div>
        ) : null}
        {meeting.description ? (
          <div className="contents">
            <dt className="font-semibold text-ink">Notes</dt>
            <dd className="whitespace-pre-wrap break-words text-muted">{meeting.description}</dd>
          </div>
        ) : null}
      </dl>
      {error ? (
        <div className="mt-4">
          <Notice tone="error">{error}</Notice>
        </div>
      ) : null}
      <MeetingActions meeting={meeting} now={now} />
      <fetcher.Form method="post" action="/admin" className="mt-4">
        <input type="hidden" name="intent" value="meeting-read" />
        <input type="hidden" name="id" value={meeting.id} />
        <input type="hidden" name="read" value={meeting.read ? "false" : "true"} />
        <Button type="submit" variant="secondary" disabled={fetcher.state !== "idle"}>
          {meeting.read ? "Mark Unread" : "Mark Read"}
        </Button>
      </fetcher.Form>
    </article>
  );
}
