import { type FormEvent, useState } from "react";
import { useFetcher } from "react-router";
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

/**
 * The page's one current outcome, so one confirmation shows at a time: the newest answer of the
 * lead page's forms (their fetchers, by key, with JavaScript), else the page's action data (without).
 */
export function useLatestOutcome(page: LeadActionResult | undefined): LeadActionResult | undefined {
  const work = useFetcher<LeadActionResult>({ key: "lead-work" }).data;
  const reply = useFetcher<LeadActionResult>({ key: "lead-reply" }).data;
  const note = useFetcher<LeadActionResult>({ key: "lead-note" }).data;
  // The answers seen so far; one that differs from what was seen is the newest (React's
  // "adjust state while rendering" pattern, so no effect and no second paint).
  const [seen, setSeen] = useState({ work, reply, note, latest: undefined as LeadActionResult | undefined });
  let latest = seen.latest;
  if (seen.work !== work || seen.reply !== reply || seen.note !== note) {
    const fresh = [
      seen.work !== work ? work : undefined,
      seen.reply !== reply ? reply : undefined,
      seen.note !== note ? note : undefined,
    ].find(Boolean);
    latest = fresh ?? latest;
    setSeen({ work, reply, note, latest });
  }
  return latest ?? page;
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
