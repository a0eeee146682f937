import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useActionData, useLocation } from "react-router";
import { EMAIL_MAX, MESSAGE_MAX, NAME_MAX, PHONE_MAX } from "#app/submissions/field-rules.ts";
import type { PageFormState } from "#app/submissions/page-form-state.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { FormField } from "#app/components/forms/form-field.tsx";
import { postJson } from "#app/components/forms/post-json.ts";
import { SpamTrapFields } from "#app/components/forms/spam-trap-fields.tsx";
import { useFormToken } from "#app/components/forms/use-form-token.ts";

// The texts of spec sections 2 and 8.
export const CONTACT_TEXTS = {
  sending: "Sending...",
  send: "Send Message",
  thanksTitle: "Thank You!",
  thanksBody: "Your message has been successfully sent. We'll get back to you as soon as possible.",
  failed: "Something went wrong. Please try again.",
  network: "Failed to send message. Try again later.",
} as const;

type ViewState =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "sent" }
  | { kind: "error"; message: string; detail?: string; errors: Record<string, string> };

/**
 * The contact form (on /contact and in the home page's contact block). With JavaScript it sends
 * JSON to /api/contact without a reload; without it, it is a plain POST to the /contact page,
 * whose action answers with the same checks, and this form reads that answer back.
 */
export function ContactForm({ service }: { service?: string }) {
  const idPrefix = useId();
  const { pathname } = useLocation();
  const pageResult = useActionData() as PageFormState | undefined;
  const [state, setState] = useState<ViewState>({ kind: "idle" });
  // A form the page action sent back comes with the token to send it with again.
  const { token, ready } = useFormToken((pageResult?.ok === false && pageResult.token) || undefined);
  const thanksRef = useRef<HTMLHeadingElement>(null);

  // After a send with JavaScript the form disappears; the thank-you heading takes the focus.
  useEffect(() => {
    if (state.kind === "sent") thanksRef.current?.focus();
  }, [state.kind]);

  // Until the visitor sends with JavaScript, a no-JavaScript post's answer is what shows.
  const view: ViewState =
    state.kind === "idle" && pageResult
      ? pageResult.ok
        ? { kind: "sent" }
        : {
            kind: "error",
            message: CONTACT_TEXTS.failed,
            // The fields show their own errors; anything else (too many sends) is said here.
            detail: Object.keys(pageResult.errors).length ? undefined : pageResult.message,
            errors: pageResult.errors,
          }
      : state;
  const typed = state.kind === "idle" && pageResult && !pageResult.ok ? pageResult.values : {};

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = Object.fromEntries(new FormData(form)) as Record<string, string>;
    setState({ kind: "sending" });
    const result = await postJson("/api/contact", {
      ...fields,
      service: service ?? fields.service ?? "",
      form_token: await ready(),
    });
    if (result.kind === "ok") {
      form.reset();
      setState({ kind: "sent" });
    } else if (result.kind === "refused") {
      const hasFieldErrors = Object.keys(result.errors).some((name) => name in fields);
      setState({
        kind: "error",
        message: CONTACT_TEXTS.failed,
        detail: hasFieldErrors ? undefined : result.message,
        errors: result.errors,
      });
      const firstInvalid = Object.keys(result.errors).find((name) => name in fields && name !== "service");
      if (firstInvalid)
        requestAnimationFrame(() => form.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus());
    } else {
      console.error("Failed to send message", result.error);
      setState({ kind: "error", message: CONTACT_TEXTS.network, errors: {} });
    }
  }

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

  const errors = view.kind === "error" ? view.errors : {};
  const sending = view.kind === "sending";
  return (
    <form
      method="post"
      // On /contact the form posts to the page's own URL, which keeps ?service=... for the action
      // (prerendering sees the path with a trailing slash).
      action={pathname.replace(/\/+$/, "") === "/contact" ? undefined : "/contact"}
      onSubmit={send}
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
          defaultValue={typed.user_name}
          error={errors.user_name}
        />
        <FormField
          idPrefix={idPrefix}
          name="user_email"
          label="Email Address"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          defaultValue={typed.user_email}
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
        defaultValue={typed.user_phone}
        error={errors.user_phone}
      />
      <FormField
        idPrefix={idPrefix}
        name="message"
        label="Your Message"
        multiline
        maxLength={MESSAGE_MAX}
        defaultValue={typed.message}
        error={errors.message}
      />
      <input type="hidden" name="service" value={service ?? typed.service ?? ""} />
      <SpamTrapFields idPrefix={idPrefix} token={token} />
      {view.kind === "error" ? (
        <Notice tone="error">
          <p>{view.message}</p>
          {view.detail && view.detail !== view.message ? <p className="mt-1">{view.detail}</p> : null}
          {errors.service ? <p className="mt-1">{errors.service}</p> : null}
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
