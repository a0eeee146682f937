import { ManageMeeting } from "#app/components/meetings/manage-meeting.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { site } from "#app/content/site.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { managePageAction, managePageLoader } from "#app/meetings/manage-page.server.ts";
import type { Route } from "./+types/meetings.$id";
import { useSiteFacts } from "#app/site-facts/use-site-facts.ts";

export function meta() {
  return pageMeta({
    title: `Your consultation | ${site.name}`,
    description: `Cancel or move your free consultation with ${site.name}.`,
    // The link is private: the canonical address leaves out the meeting and its token.
    path: "/meetings",
    noindex: true,
  });
}

// The answer names the visitor and their meeting: never stored by a cache.
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export const loader = (args: Route.LoaderArgs) => managePageLoader(args);
export const action = (args: Route.ActionArgs) => managePageAction(args);

const headingClass = "font-display text-3xl font-extrabold tracking-tight text-navy-900";

export default function ManageMeetingPage({ loaderData, actionData }: Route.ComponentProps) {
  const facts = useSiteFacts();
  const page = loaderData;
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      {page.state === "unknown" ? (
        <>
          <h1 className={headingClass}>This link does not work</h1>
          <p className="mt-4 text-ink">
            It may be incomplete: copy the whole link from your e-mail into the address bar. If the meeting
            has since been removed from our records, book a new time, or call us on {facts.phone}.
          </p>
          <BookAgain />
        </>
      ) : (
        <>
          <h1 className={headingClass}>
            {page.state === "cancelled"
              ? "This consultation is cancelled"
              : page.state === "over"
                ? "This consultation has taken place"
                : "Your consultation"}
          </h1>
          {actionData?.ok && actionData.done === "cancelled" ? (
            <div className="mt-6">
              <Notice tone="success" autoFocus>
                Your consultation is cancelled. We have e-mailed you a cancellation for your calendar.
              </Notice>
            </div>
          ) : null}
          <dl className="mt-6 grid gap-x-6 gap-y-2 rounded-card border border-line bg-surface p-6 sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold text-ink">What</dt>
            <dd className="text-ink">{page.title}</dd>
            <dt className="font-semibold text-ink">When</dt>
            <dd className="text-ink">
              <time dateTime={page.start}>{page.when}</time>
            </dd>
            <dt className="font-semibold text-ink">Booked by</dt>
            <dd className="text-ink">{page.name}</dd>
            {page.state === "active" ? (
              <>
                <dt className="font-semibold text-ink">How we meet</dt>
                <dd className="break-all text-ink">
                  {page.link ? (
                    <a href={page.link} className="text-brand-700 underline underline-offset-2">
                      {page.link}
                    </a>
                  ) : (
                    "We will confirm by e-mail before the call."
                  )}
                </dd>
              </>
            ) : null}
          </dl>
          {page.state === "active" ? (
            <ManageMeeting meeting={page} result={actionData} />
          ) : page.state === "cancelled" ? (
            <BookAgain />
          ) : (
            <p className="mt-6 text-ink">
              Thank you for speaking with us. To talk again, book another free consultation.
            </p>
          )}
        </>
      )}
    </main>
  );
}

function BookAgain() {
  return (
    <p className="mt-6">
      <ButtonLink to="/calendar">Book a new time</ButtonLink>
    </p>
  );
}
