import { useRef } from "react";
import { EMAIL_MAX, MESSAGE_MAX, NAME_MAX, PHONE_MAX } from "#app/forms/field-rules.ts";
import type { PageFormState } from "#app/submissions/page-form-state.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { FormField } from "#app/components/forms/form-field.tsx";
import { ServiceSelect } from "#app/components/forms/service-select.tsx";
import { SpamTrapFields } from "#app/components/forms/spam-trap-fields.tsx";
import { usePublicForm } from "#app/components/forms/use-public-form.ts";
import { useRequestedService } from "#app/components/forms/use-requested-service.ts";

// The texts of spec sections 2 and 8.
const CONTACT_TEXTS = {
  sending: "Sending...",
  send: "Send Message",
  thanksTitle: "Thank You!",
  thanksBody: "Your message has been successfully sent. We'll get back to you as soon as possible.",
  failed: "Something went wrong. Please try again.",
  network: "Failed to send message. Try again later.",
} as const;

type ContactFormProps = {
  /** Makes the fields' ids unique on the page (the form may hydrate alone, so not from `useId`). */
  idPrefix: string;
  /** Where the form posts without JavaScript: its own page when unset (which keeps ?service=...). */
  action?: string;
  /** The /contact page action's answer to a post without JavaScript. */
  pageResult?: PageFormState;
};

/**
 * The contact form (on /contact and in the home page's contact block). With JavaScript it sends
 * JSON to /api/contact without a reload; without it, it is a plain POST to the /contact page,
 * whose action answers with the same checks, and this form reads that answer back. Its inputs are
 * props, so it can hydrate as an island on a page that ships no React (app/islands).
 */
export function ContactForm({ idPrefix, action, pageResult }: ContactFormProps) {
  const service = useRequestedService();
  // After a send with JavaScript the form disappears; the thank-you heading takes the focus.
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const { view, defaults, token, onSubmit } = usePublicForm({
    url: "/api/contact",
    pageResult,
    focusInvalidField: true,
    sentFocusRef: thanksRef,
    failureLog: "Failed to send message",
  });

  if (view.kind === "sent") {
    return (
      <div className="rounded-card border border-success-600 bg-success-50 p-8 text-center">
        <h3 ref={thanksRef} tabIndex={-1} className="text-2xl font-bold text-navy-900">
          {CONTACT_TEXTS.thanksTitle}
        </h3>
        <p className="mt-3 text-ink">{CONTACT_TEXTS.thanksBody}</p>
      </div>
    );
  }

  const errors = view.kind === "refused" ? view.errors : {};
  // The fields show their own errors; anything else (too many sends, an expired form) is said here.
  const detail = view.kind === "refused" && !Object.keys(errors).length ? view.message : undefined;
  const sending = view.kind === "sending";
  return (
    <form
      method="post"
      action={action}
      onSubmit={onSubmit}
      aria-busy={sending}
      aria-label="Contact form"
      className="relative grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          idPrefix={idPrefix}
          name="user_name"
          label="Your Name"
          autoComplete="name"
          maxLength={NAME_MAX}
          defaultValue={defaults.user_name}
          error={errors.user_name}
        />
        <FormField
          idPrefix={idPrefix}
          name="user_email"
          label="Email Address"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          defaultValue={defaults.user_email}
          error={errors.user_email}
        />
      </div>
      <FormField
        idPrefix={idPrefix}
        name="user_phone"
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        maxLength={PHONE_MAX}
        defaultValue={defaults.user_phone}
        error={errors.user_phone}
      />
      <FormField
        idPrefix={idPrefix}
        name="message"
        label="Your Message"
        multiline
        maxLength={MESSAGE_MAX}
        defaultValue={defaults.message}
        error={errors.message}
      />
      <ServiceSelect idPrefix={idPrefix} initial={defaults.service || service} error={errors.service} />
      <SpamTrapFields idPrefix={idPrefix} token={token} />
      {view.kind === "refused" || view.kind === "failed" ? (
        <Notice tone="error">
          <p>{view.kind === "failed" ? CONTACT_TEXTS.network : CONTACT_TEXTS.failed}</p>
          {detail && detail !== CONTACT_TEXTS.failed ? <p className="mt-1">{detail}</p> : null}
        </Notice>
      ) : null}
      <div>
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? CONTACT_TEXTS.sending : CONTACT_TEXTS.send}
        </Button>
      </div>
    </form>
  );
}
