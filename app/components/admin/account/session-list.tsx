import { Form, useNavigation } from "react-router";
import { LocalTime } from "#app/components/admin/local-time.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { SessionRow } from "#app/team/account-page.server.ts";

const dateOptions: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

function EndSessionButton({ session }: { session: SessionRow }) {
  const navigation = useNavigation();
  const ending = navigation.state === "submitting" && navigation.formData?.get("sessionId") === session.id;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="end-session" />
      <input type="hidden" name="sessionId" value={session.id} />
      <Button type="submit" variant="secondary" disabled={ending}>
        End session
        <span className="sr-only">
          {" "}
          ({session.browser}, {session.ip})
        </span>
      </Button>
    </Form>
  );
}

/**
 * The person's own sessions, most recently used first: where (browser, IP) and when; each one but
 * the current can be ended, or all of them at once (the current one is ended by logging out).
 */
export function SessionList({ sessions }: { sessions: SessionRow[] }) {
  const navigation = useNavigation();
  const others = sessions.filter((session) => !session.current).length;
  const endingAll = navigation.state === "submitting" && navigation.formData?.get("intent") === "end-others";
  return (
    <div className="grid gap-4">
      <ul className="grid gap-3" aria-label="Your sessions">
        {sessions.map((session) => (
          <li
            key={session.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-line bg-white p-4"
          >
            <div className="grid gap-1 text-sm text-ink">
              <p className="font-semibold text-navy-900">
                {session.browser}
                {session.current ? (
                  <span className="ml-2 rounded-pill bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
                    This session
                  </span>
                ) : null}
              </p>
              <p>IP address {session.ip}</p>
              <p className="text-muted">
                Signed in <LocalTime iso={session.createdAt} options={dateOptions} />, last seen{" "}
                <LocalTime iso={session.lastSeenAt} options={dateOptions} />
              </p>
            </div>
            {session.current ? null : <EndSessionButton session={session} />}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <Form method="post">
          <input type="hidden" name="intent" value="end-others" />
          <Button type="submit" variant="secondary" disabled={endingAll}>
            {endingAll ? "Ending..." : "End all other sessions"}
          </Button>
        </Form>
      ) : (
        <p className="text-sm text-muted">You are signed in nowhere else.</p>
      )}
    </div>
  );
}
