import type { ReactNode } from "react";
import type { PersonalData } from "#app/personal-data/personal-data-store.server.ts";
import { LocalTime } from "#app/components/admin/local-time.tsx";

function Group({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-card border border-line bg-white p-5 shadow-card">
      <h3 className="text-lg font-bold text-navy-900">
        {title} <span className="text-sm font-semibold text-muted">({count})</span>
      </h3>
      {count === 0 ? (
        <p className="mt-2 text-sm text-muted">None held.</p>
      ) : (
        <ul className="mt-3 grid gap-3">{children}</ul>
      )}
    </section>
  );
}

// What a person typed (a message, an address, a file name) wraps anywhere rather than widen the page.
const itemClass = "rounded-xl border border-line p-3 text-sm wrap-anywhere";

/** Everything held for one address, grouped by kind, with each application's CV as a download. */
export function PersonalDataReport({ report }: { report: PersonalData }) {
  return (
    <div className="grid gap-4" data-testid="personal-data-report">
      <Group title="Messages" count={report.messages.length}>
        {report.messages.map((message) => (
          <li key={message.id} className={itemClass}>
            <p className="font-semibold text-ink">
              {message.user_name} · {message.user_phone} · <LocalTime iso={message.createdAt} />
            </p>
            <p className="mt-1 whitespace-pre-wrap text-muted">{message.message}</p>
          </li>
        ))}
      </Group>
      <Group title="Applications" count={report.applications.length}>
        {report.applications.map((application) => (
          <li key={application.id} className={itemClass}>
            <p className="font-semibold text-ink">
              {application.jobTitle}: {application.name} · {application.phone} ·{" "}
              <LocalTime iso={application.createdAt} />
            </p>
            <p className="mt-1 whitespace-pre-wrap text-muted">{application.message}</p>
            <p className="mt-1">
              {application.cv ? (
                <a
                  href={`/api/applications/${application.id}/cv`}
                  download
                  className="font-semibold text-brand-700 underline underline-offset-2"
                >
                  Download CV ({application.cv.fileName}, {Math.ceil(application.cv.size / 1024)} KB)
                </a>
              ) : (
                <span className="text-muted">No CV</span>
              )}
            </p>
          </li>
        ))}
      </Group>
      <Group title="Meetings" count={report.meetings.length}>
        {report.meetings.map((meeting) => (
          <li key={meeting.id} className={itemClass}>
            <p className="font-semibold text-ink">
              {meeting.title} ({meeting.status}) · <LocalTime iso={meeting.start} />
            </p>
            <p className="mt-1 text-muted">
              {meeting.name}
              {meeting.description ? `: ${meeting.description}` : ""}
            </p>
          </li>
        ))}
      </Group>
      <Group title="Messages about meetings" count={report.meetingReplies.length}>
        {report.meetingReplies.map((reply) => (
          <li key={reply.id} className={itemClass}>
            <p className="font-semibold text-ink">
              From {reply.author.name} · {reply.delivery} · <LocalTime iso={reply.createdAt} />
            </p>
            <p className="mt-1 whitespace-pre-wrap text-muted">{reply.body}</p>
          </li>
        ))}
      </Group>
      <Group title="Outbox mails" count={report.outboxMails.length}>
        {report.outboxMails.map((mail) => (
          <li key={mail.id} className={itemClass}>
            <p className="font-semibold text-ink">{mail.subject}</p>
            <p className="mt-1 text-muted">
              To {mail.recipient}
              {mail.replyTo ? `, reply to ${mail.replyTo}` : ""} · {mail.status} ·{" "}
              <LocalTime iso={mail.createdAt} />
            </p>
          </li>
        ))}
      </Group>
    </div>
  );
}
