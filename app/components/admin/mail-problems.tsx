import { Notice } from "#app/components/ui/notice.tsx";
import type { FailedMail } from "#app/mail/failed-mail.server.ts";
import { LocalTime } from "#app/components/admin/local-time.tsx";

/** 'Mail delivery problems': notification mails the outbox gave up on, so the team can follow up by hand. */
export function MailProblems({ mails }: { mails: FailedMail[] }) {
  if (mails.length === 0) return null;
  return (
    <Notice tone="error" title="Mail delivery problems">
      <p>
        {mails.length === 1 ? "This notification mail was" : "These notification mails were"} not delivered.
        Check the address or the mail server, and reply to the sender from the inbox below.
      </p>
      <ul className="mt-3 grid gap-2">
        {mails.map((mail) => (
          <li key={mail.id} className="rounded-md bg-white/70 p-3 text-ink">
            <p className="font-semibold wrap-anywhere">{mail.subject}</p>
            <p className="wrap-anywhere">
              To {mail.recipient} · queued <LocalTime iso={mail.createdAt} /> · {mail.attempts}{" "}
              {mail.attempts === 1 ? "try" : "tries"}
            </p>
            <p className="wrap-anywhere text-danger-700">Last error: {mail.lastError}</p>
          </li>
        ))}
      </ul>
    </Notice>
  );
}
