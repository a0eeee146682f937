import { type FormEvent, type Ref, useId, useState } from "react";
import { CV_FIELD } from "#app/submissions/cv-limits.ts";
import { EMAIL_MAX, MESSAGE_MAX, NAME_MAX, PHONE_MAX } from "#app/submissions/field-rules.ts";
import type { PageFormState } from "#app/submissions/page-form-state.ts";
import type { Job } from "#app/content/jobs.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { FormField } from "#app/components/forms/form-field.tsx";
import { CvField, cvProblem } from "#app/components/forms/cv-field.tsx";
import { postFormData, postJson } from "#app/components/forms/post-json.ts";
import { SpamTrapFields } from "#app/components/forms/spam-trap-fields.tsx";
import { useFormToken } from "#app/components/forms/use-form-token.ts";

// The texts of spec sections 4 and 8.
export const APPLY_TEXTS = {
  submit: "Submit Application",
  submitting: "Submitting...",
  success: "Application submitted successfully!",
  failedPrefix: "Submission failed: ",
  exception: "Something went wrong!",
  noMessage: "The server could not take your application just now. Please try again.",
} as const;

type ViewState =
  | { kind: "idle" }
  | { kind: "submitting" }
  | { kind: "submitted" }
  | { kind: "error"; message: string; errors: Record<string, string> };

type ApplicationFormProps = {
  job: Job;
  /** Called after a successful submit (the modal closes); without it the form shows the success itself. */
  onSuccess?: () => void;
  /** The page action's answer to a post without JavaScript (/career/apply/:jobId). */
  pageResult?: PageFormState;
  /** A token rendered into the page by the server, when there is one. */
  serverToken?: string;
  firstFieldRef?: Ref<HTMLInputElement>;
};

/**
 * The application form for one job (spec: fields, placeholders, states) with an optional CV. With
 * JavaScript it sends JSON to /api/apply, or multipart when a CV is chosen; without it, it posts
 * multipart to /career/apply/:jobId, whose action runs the same checks.
 */
export function ApplicationForm({
  job,
  onSuccess,
  pageResult,
  serverToken,
  firstFieldRef,
}: ApplicationFormProps) {
  const idPrefix = useId();
  const [state, setState] = useState<ViewState>({ kind: "idle" });
  // A form the page action sent back keeps the token it was sent with while that is still good.
  const { token, ready } = useFormToken((pageResult?.ok === false && pageResult.token) || serverToken);

  const view: ViewState =
    state.kind === "idle" && pageResult
      ? pageResult.ok
        ? { kind: "submitted" }
        : { kind: "error", message: APPLY_TEXTS.failedPrefix + pageResult.message, errors: pageResult.errors }
      : state;
  const typed = state.kind === "idle" && pageResult && !pageResult.ok ? pageResult.values : {};

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const formData = new FormData(form);
    const cv = formData.get(CV_FIELD);
    const file = cv instanceof File && (cv.size > 0 || cv.name !== "") ? cv : undefined;
    const problem = cvProblem(file);
    if (problem) {
      setState({ kind: "error", message: APPLY_TEXTS.failedPrefix + problem, errors: { cv: problem } });
      return;
    }
    formData.delete(CV_FIELD);
    const fields = Object.fromEntries(formData) as Record<string, string>;
    setState({ kind: "submitting" });
    try {
      const values = { ...fields, jobId: job._id, jobTitle: job.title, form_token: await ready() };
      let result;
      if (file) {
        // Multipart only when there is a file: without one the request stays the spec's JSON body.
        const body = new FormData();
        for (const [name, value] of Object.entries(values)) body.set(name, value);
        body.set(CV_FIELD, file, file.name);
        result = await postFormData("/api/apply", body);
      } else {
        result = await postJson("/api/apply", values);
      }
      if (result.kind === "network") throw result.error;
      if (result.kind === "ok") {
        form.reset();
        setState(onSuccess ? { kind: "idle" } : { kind: "submitted" });
        onSuccess?.();
        return;
      }
      setState({
        kind: "error",
        message: APPLY_TEXTS.failedPrefix + (result.message ?? APPLY_TEXTS.noMessage),
        errors: result.errors,
      });
    } catch (error) {
      console.error("Application submit failed", error);
      setState({ kind: "error", message: APPLY_TEXTS.exception, errors: {} });
    }
  }

  const errors = view.kind === "error" ? view.errors : {};
  const submitting = view.kind === "submitting";
  return (
    <form
      method="post"
      encType="multipart/form-data"
      action={`/career/apply/${job._id}`}
      onSubmit={submit}
      aria-busy={submitting}
      aria-label={`Application for ${job.title}`}
      className="relative grid gap-4"
    >
      {view.kind === "submitted" ? (
        <Notice tone="success" autoFocus>
          {APPLY_TEXTS.success}
        </Notice>
      ) : null}
      <input type="hidden" name="jobId" value={job._id} />
      <input type="hidden" name="jobTitle" value={job.title} />
      <FormField
        idPrefix={idPrefix}
        name="name"
        label="Name"
        placeholder="Your Name"
        autoComplete="name"
        maxLength={NAME_MAX}
        defaultValue={typed.name}
        error={errors.name}
        inputRef={firstFieldRef}
      />
      <FormField
        idPrefix={idPrefix}
        name="email"
        label="Email"
        type="email"
        placeholder="Your Email"
        autoComplete="email"
        maxLength={EMAIL_MAX}
        defaultValue={typed.email}
        error={errors.email}
      />
      <FormField
        idPrefix={idPrefix}
        name="phone"
        label="Phone"
        type="tel"
        placeholder="Phone Number"
        autoComplete="tel"
        maxLength={PHONE_MAX}
        defaultValue={typed.phone}
        error={errors.phone}
      />
      <FormField
        idPrefix={idPrefix}
        name="message"
        label="Why should we hire you?"
        placeholder="Why should we hire you?"
        multiline
        maxLength={MESSAGE_MAX}
        defaultValue={typed.message}
        error={errors.message}
      />
      <CvField idPrefix={idPrefix} error={errors.cv} />
      <SpamTrapFields idPrefix={idPrefix} token={token} />
      {view.kind === "error" ? (
        <Notice tone="error">
          <p>{view.message}</p>
          {errors.jobId ? <p className="mt-1">{errors.jobId}</p> : null}
        </Notice>
      ) : null}
      <div>
        <Button type="submit" disabled={submitting}>
          {submitting ? APPLY_TEXTS.submitting : APPLY_TEXTS.submit}
        </Button>
      </div>
    </form>
  );
}
