import type { FormEvent } from "react";
import type { LeadActionResult, LeadIntent } from "#app/leads/lead-page.server.ts";

/**
 * What the last send of one form came to, beside that form: a live status region that is always in
 * the page (so a screen reader hears the sentence when it arrives), or an alert when refused.
 */
export function FormOutcome({
  intent,
  result,
}: {
  intent: LeadIntent;
  result: LeadActionResult | undefined;
}) {
  const mine = result && result.intent === intent ? result : undefined;
  if (mine && !mine.ok) {
    return (
      <p role="alert" className="text-sm font-semibold text-danger-700">
        {mine.message}
      </p>
    );
  }
  return (
    <p role="status" className="min-h-5 text-sm text-ink">
      {mine?.message ?? ""}
    </p>
  );
}

/** The newest outcome of a form: its fetcher's (with JavaScript), else the page's action data (without). */
export function latestResult(
  fetched: LeadActionResult | undefined,
  page: LeadActionResult | undefined,
): LeadActionResult | undefined {
  return fetched ?? page;
}

/**
 * A form's submit handler that ignores a second send while the first is on its way. The button is
 * marked aria-disabled rather than disabled, so the keyboard's focus stays on it through the send.
 */
export function oneSendAtATime(busy: boolean) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (busy) event.preventDefault();
  };
}
