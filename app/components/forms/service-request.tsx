import { type KeyboardEvent, type SyntheticEvent, useEffect, useRef } from "react";
import type { ServiceSlug } from "#app/content/services.ts";
import { EMAIL_MAX, NAME_MAX, PHONE_MAX } from "#app/forms/field-rules.ts";
import type { PageFormState } from "#app/submissions/page-form-state.ts";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { FormField } from "#app/components/forms/form-field.tsx";
import { SpamTrapFields } from "#app/components/forms/spam-trap-fields.tsx";
import { usePublicForm } from "#app/components/forms/use-public-form.ts";

type ServiceRequestProps = {
  slug: ServiceSlug;
  /** The hero button's label, which opens the request. */
  cta: string;
  /** The page's thank-you text from the spec, shown exactly once the request is stored. */
  confirmation: string;
  /** The service page action's answer to a post without JavaScript. */
  pageResult?: PageFormState;
};

const SEND = "Send Request";
const SENDING = "Sending...";
const FAILED = "Your request was not sent yet:";
const NETWORK = "Failed to send your request. Try again later.";

/**
 * A service page's hero button and the short request it opens (a disclosure: name, and an e-mail
 * address or a phone number; the service is the page's). Without JavaScript the form posts to its
 * page, whose action stores it and renders the page with the thank-you text; as an island it sends
 * JSON to /api/service-requests without a reload. Escape closes it and gives the focus back to the
 * button; the thank-you text takes the focus once sent; a refusal is announced with the fields it names.
 */
export function ServiceRequest({ slug, cta, confirmation, pageResult }: ServiceRequestProps) {
  const idPrefix = `request-${slug}`;
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const { view, defaults, token, onSubmit } = usePublicForm({
    url: "/api/service-requests",
    pageResult,
    focusInvalidField: true,
    sentFocusRef: thanksRef,
    failureLog: "Failed to send the service request",
  });

  // The script loads when the visitor first presses the button, which the browser has already opened
  // by the time this runs: the focus then moves on to the first field, as it does on a later open.
  useEffect(() => {
    if (
      summaryRef.current?.parentElement?.hasAttribute("open") &&
      document.activeElement === summaryRef.current
    ) {
      nameRef.current?.focus();
    }
  }, []);

  if (view.kind === "sent") {
    return (
      <div className="rounded-card bg-white p-5 text-ink shadow-card">
        <p ref={thanksRef} tabIndex={-1} role="status" className="font-semibold text-navy-900">
          {confirmation}
        </p>
        <p className="mt-2 text-sm">
          Want to get a head start?{" "}
          <a
            href={`/contact?service=${slug}`}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            Tell us about your project
          </a>
        </p>
      </div>
    );
  }

  const errors = view.kind === "refused" ? view.errors : {};
  // Each field's message names its field; the same one on both ways to reach you is said once.
  const problems = [...new Set(Object.values(errors))];
  const sending = view.kind === "sending";

  function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
    if (event.key !== "Escape" || !event.currentTarget.open) return;
    event.currentTarget.open = false;
    summaryRef.current?.focus();
  }

  function focusNameOnOpen(event: SyntheticEvent<HTMLDetailsElement>) {
    if (event.currentTarget.open) nameRef.current?.focus();
  }

  return (
    // Opened by the visitor (or by the page's answer to a refused post), never by a render after that.
    <details
      open={pageResult?.ok === false || undefined}
      onKeyDown={closeOnEscape}
      onToggle={focusNameOnOpen}
      className="group w-full max-w-xl"
    >
      <summary
        ref={summaryRef}
        className={buttonClass("light", "lg", "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}
      >
        {cta}
      </summary>
      <form
        method="post"
        action={`/services/${slug}`}
        onSubmit={onSubmit}
        aria-busy={sending}
        aria-label={cta}
        className="relative mt-4 grid gap-4 rounded-card bg-white p-5 text-ink shadow-card sm:p-6"
      >
        <p className="text-sm text-muted">
          Leave your name and an e-mail address or a phone number (one is enough), and we will get back to you
          within one working day.
        </p>
        <FormField
          idPrefix={idPrefix}
          name="user_name"
          label="Your Name"
          autoComplete="name"
          maxLength={NAME_MAX}
          defaultValue={defaults.user_name}
          error={errors.user_name}
          inputRef={nameRef}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            idPrefix={idPrefix}
            name="user_email"
            label="Email Address"
            type="email"
            autoComplete="email"
            required={false}
            maxLength={EMAIL_MAX}
            defaultValue={defaults.user_email}
            error={errors.user_email}
          />
          <FormField
            idPrefix={idPrefix}
            name="user_phone"
            label="Phone Number"
            type="tel"
            autoComplete="tel"
            required={false}
            maxLength={PHONE_MAX}
            defaultValue={defaults.user_phone}
            error={errors.user_phone}
          />
        </div>
        <input type="hidden" name="service" value={slug} />
        <SpamTrapFields idPrefix={idPrefix} token={token} />
        {view.kind === "refused" || view.kind === "failed" ? (
          <Notice tone="error">
            <p>{view.kind === "failed" ? NETWORK : FAILED}</p>
            {problems.length ? (
              <ul className="mt-1 list-disc pl-5">
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            ) : view.kind === "refused" && view.message ? (
              <p className="mt-1">{view.message}</p>
            ) : null}
          </Notice>
        ) : null}
        <div>
          <Button type="submit" disabled={sending}>
            {sending ? SENDING : SEND}
          </Button>
        </div>
      </form>
    </details>
  );
}
