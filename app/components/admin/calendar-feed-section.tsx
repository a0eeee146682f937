import { Form } from "react-router";
import { LabelledField } from "#app/components/admin/account/labelled-field.tsx";
import { LocalTime } from "#app/components/admin/local-time.tsx";
import { Button } from "#app/components/ui/button.tsx";

type Props = {
  /** When the person's feed was made; null when they have none. */
  since: string | null;
  /** The address, only in the answer to making it (it is not kept anywhere but the feed's user). */
  url?: string;
  /** A feed is a way in: making one asks for the password unless it was confirmed lately. */
  needsPassword: boolean;
  /** The server's words when making one was refused for want of the password. */
  passwordError?: string;
};

/**
 * The person's private calendar feed: make (or replace) its address, with the current password when
 * the server wants it, or revoke it. Plain forms.
 */
export function CalendarFeedSection({ since, url, needsPassword, passwordError }: Props) {
  return (
    <section aria-labelledby="calendar-feed-heading" className="grid max-w-3xl gap-4">
      <h2 id="calendar-feed-heading" className="text-xl font-bold text-navy-900">
        Your private calendar feed
      </h2>
      <p className="text-sm text-muted">
        Subscribe to the booked meetings in Google Calendar (Other calendars, From URL) or Outlook (Add
        calendar, Subscribe from web). The address is yours alone and works without signing in: keep it
        private, and revoke it if it leaks.
      </p>
      {url ? (
        <div className="grid gap-1.5">
          <label htmlFor="calendar-feed-url" className="text-sm font-semibold text-navy-900">
            Feed address (shown this once)
          </label>
          <input
            id="calendar-feed-url"
            type="text"
            readOnly
            value={url}
            className="block w-full rounded-xl border border-line bg-white px-4 py-3 font-mono text-sm text-ink"
          />
        </div>
      ) : since ? (
        <p className="text-sm text-ink">
          You have a feed, made{" "}
          <LocalTime iso={since} options={{ dateStyle: "medium", timeStyle: "short" }} />. Its address was
          shown when it was made; make a new one if you need it again.
        </p>
      ) : (
        <p className="text-sm text-ink">You have no calendar feed.</p>
      )}
      <div className="flex flex-wrap gap-3">
        <Form method="post" className="grid gap-3">
          <input type="hidden" name="intent" value="feed-create" />
          {needsPassword || passwordError ? (
            <LabelledField
              id="feed-current-password"
              name="currentPassword"
              type="password"
              label="Current password"
              hint="A feed's address opens the meetings without signing in, so making one needs your password."
              autoComplete="current-password"
              error={passwordError}
              focusOnError
            />
          ) : null}
          <div>
            <Button type="submit">{since ? "Make a new address" : "Make my feed"}</Button>
          </div>
        </Form>
        {since ? (
          <Form method="post">
            <input type="hidden" name="intent" value="feed-revoke" />
            <Button type="submit" variant="secondary">
              Revoke my feed
            </Button>
          </Form>
        ) : null}
      </div>
    </section>
  );
}
