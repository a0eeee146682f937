import { type FormEvent, useState } from "react";
import { useFetcher } from "react-router";
import type { LeadActionResult } from "#app/leads/lead-page.server.ts";

/**
 * What one of a detail page's forms answers (a lead's or a meeting's): a sentence to announce, and
 * for refused text what was typed.
 */
export type FormResult = { ok: boolean; intent: string; message: string; body?: string };

/**
 * What the last send of one form came to, beside that form: a live status region that is always in
 * the page (so a screen reader hears the sentence when it arrives), or an alert when refused.
 */
export function FormOutcome({ intent, result }: { intent: string; result: FormResult | undefined }) {
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
  return useLatestAnswer(page, [work, reply, note]);
}

/**
 * The newest of a page's form answers: `answers` are its fetchers' data, always in the same order
 * and number; the page's own action data (a send without JavaScript) when none has come yet.
 */
export function useLatestAnswer<R extends FormResult>(
  page: R | undefined,
  answers: (R | undefined)[],
): R | undefined {
  // The answers seen so far; one that differs from what was seen is the newest (React's
  // "adjust state while rendering" pattern, so no effect and no second paint).
  const [seen, setSeen] = useState({ answers, latest: undefined as R | undefined });
  let latest = seen.latest;
  if (answers.some((answer, index) => seen.answers[index] !== answer)) {
    const fresh = answers.find((answer, index) => answer && seen.answers[index] !== answer);
    latest = fresh ?? latest;
    setSeen({ answers, latest });
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
