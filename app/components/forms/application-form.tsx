import type { Ref } from "react";
import { CV_FIELD } from "#app/submissions/cv-limits.ts";
import { EMAIL_MAX, MESSAGE_MAX, NAME_MAX, PHONE_MAX } from "#app/forms/field-rules.ts";
import type { PageFormState } from "#app/submissions/page-form-state.ts";
import type { JobHeading } from "#app/publishing/public-content.server.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { FormField } from "#app/components/forms/form-field.tsx";
import { CvField, cvProblem } from "#app/components/forms/cv-field.tsx";
import { SpamTrapFields } from "#app/components/forms/spam-trap-fields.tsx";
import { usePublicForm } from "#app/components/forms/use-public-form.ts";

// The texts of spec sections 4 and 8.
export const APPLY_TEXTS = {
  submit: "Submit Application",
  submitting: "Submitting...",
  success: "Application submitted successfully!",
  failedPrefix: "Submission failed: ",
  exception: "Something went wrong!",
  noMessage: "The server could not take your application just now. Please try again.",
} as const;

type ApplicationFormProps = {
  job: JobHeading;
  /** Makes the fields' ids unique on the page (the form may hydrate alone, so not from `useId`). */
  idPrefix: string;
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
  idPrefix,
  onSuccess,
  pageResult,
  serverToken,
  firstFieldRef,
}: ApplicationFormProps) {
  const { view, defaults, token, onSubmit } = usePublicForm({
    url: "/api/apply",
    pageResult,
    serverToken,
    fileField: CV_FIELD,
    checkFile: (file) => {
      const problem = cvProblem(file);
      return problem ? { message: problem, errors: { [CV_FIELD]: problem } } : undefined;
    },
    focusInvalidField: true,
    onSent: onSuccess,
    failureLog: "Application submit failed",
  });

  const errors = view.kind === "refused" ? view.errors : {};
  const submitting = view.kind === "sending";
  return (
    <form
      method="post"
      encType="multipart/form-data"
      action={`/career/apply/${job.id}`}
      onSubmit={onSubmit}
      aria-busy={submitting}
      aria-label={`Application for ${job.title}`}
      className="relative grid gap-4"
    >
      {view.kind === "sent" ? (
        <Notice tone="success" autoFocus>
          {APPLY_TEXTS.success}
        </Notice>
      ) : null}
      <input type="hidden" name="jobId" value={job.id} />
      <input type="hidden" name="jobTitle" value={job.title} />
      <FormField
        idPrefix={idPrefix}
        name="name"
        label="Name"
        placeholder="Your Name"
        autoComplete="name"
        maxLength={NAME_MAX}
        defaultValue={defaults.name}
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
        defaultValue={defaults.email}
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
        defaultValue={defaults.phone}
        error={errors.phone}
      />
      <FormField
        idPrefix={idPrefix}
        name="message"
        label="Why should we hire you?"
        placeholder="Why should we hire you?"
        multiline
        maxLength={MESSAGE_MAX}
        defaultValue={defaults.message}
        error={errors.message}
      />
      <CvField idPrefix={idPrefix} error={errors.cv} />
      <SpamTrapFields idPrefix={idPrefix} token={token} />
      {view.kind === "refused" || view.kind === "failed" ? (
        <Notice tone="error">
          <p>
            {view.kind === "failed"
              ? APPLY_TEXTS.exception
              : APPLY_TEXTS.failedPrefix + (view.message ?? APPLY_TEXTS.noMessage)}
          </p>
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
