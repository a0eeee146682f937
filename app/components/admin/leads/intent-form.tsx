import { type ReactNode, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { type FormResult, FormOutcome, oneSendAtATime } from "#app/components/admin/leads/form-outcome.tsx";

/**
 * One of a detail page's small forms (a lead's or a meeting's): a plain POST form with its `intent`
 * (it works without JavaScript; with it, the fetcher `fetcherKey` sends it and the page keeps its
 * place), its fields, and the submit button with the outcome announced beside it (`stacked`: under
 * it). With `emptyWhenSaved`, the typed text goes once the send succeeded.
 */
export function IntentForm({
  intent,
  fetcherKey,
  submitLabel,
  result,
  emptyWhenSaved = false,
  withFiles = false,
  primary = false,
  stacked = false,
  children,
}: {
  intent: string;
  fetcherKey: string;
  submitLabel: string;
  result: FormResult | undefined;
  emptyWhenSaved?: boolean;
  /** Sent as multipart/form-data, for file fields. */
  withFiles?: boolean;
  /** The page's main action, drawn as a primary button. */
  primary?: boolean;
  stacked?: boolean;
  children: ReactNode;
}) {
  const fetcher = useFetcher<FormResult>({ key: fetcherKey });
  const busy = fetcher.state !== "idle";
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (emptyWhenSaved && fetcher.data?.ok) formRef.current?.reset();
  }, [emptyWhenSaved, fetcher.data]);
  const button = (
    <button
      type="submit"
      className={buttonClass(primary ? "primary" : "secondary", "md", "aria-disabled:opacity-60")}
      aria-disabled={busy}
    >
      {submitLabel}
    </button>
  );
  const outcome = <FormOutcome intent={intent} result={result} />;
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      encType={withFiles ? "multipart/form-data" : undefined}
      onSubmit={oneSendAtATime(busy)}
      className={stacked ? "grid gap-3" : "grid gap-2"}
    >
      <input type="hidden" name="intent" value={intent} />
      {children}
      {stacked ? (
        <>
          <div>{button}</div>
          {outcome}
        </>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          {button}
          {outcome}
        </div>
      )}
    </fetcher.Form>
  );
}
