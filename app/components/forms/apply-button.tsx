import { type KeyboardEvent, useRef, useState } from "react";
import type { JobHeading } from "#app/publishing/public-content.server.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { APPLY_TEXTS, ApplicationForm } from "#app/components/forms/application-form.tsx";

const focusable =
  'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]):not([tabindex="-1"]), textarea:not([disabled]), select:not([disabled])';

/**
 * Apply Now for one job. Before JavaScript runs (or without it) it is a link to the job's own
 * application page; after, it opens the application form in a modal <dialog>: showModal makes the
 * page behind inert, Escape and × close it, Tab cycles inside it, and focus returns to this button.
 */
export function ApplyButton({ job }: { job: JobHeading }) {
  const hydrated = useHydrated();
  // Ids from the job, not `useId`: the button hydrates alone, as an island (app/islands).
  const titleId = `apply-${job.id}-title`;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const [submitted, setSubmitted] = useState(false);
  const label = `Apply Now: ${job.title}`;

  if (!hydrated) {
    return (
      <a href={`/career/apply/${job.id}`} aria-label={label} className={buttonClass()}>
        Apply Now
      </a>
    );
  }

  function show() {
    setSubmitted(false);
    dialogRef.current?.showModal();
    firstFieldRef.current?.focus();
  }

  function close() {
    dialogRef.current?.close();
  }

  // Native modal dialogs let Tab leave for the browser's own controls; keep it inside instead.
  function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab") return;
    const items = [...(dialogRef.current?.querySelectorAll<HTMLElement>(focusable) ?? [])];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        onClick={show}
        className={buttonClass()}
      >
        Apply Now
      </button>
      {submitted ? (
        <div className="mt-4">
          <Notice tone="success" onDismiss={() => setSubmitted(false)}>
            {APPLY_TEXTS.success}
          </Notice>
        </div>
      ) : null}
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onClose={() => buttonRef.current?.focus()}
        onKeyDown={trapTab}
        className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-card bg-white p-0 text-ink shadow-card backdrop:bg-navy-950/60"
      >
        <div className="max-h-[90vh] overflow-y-auto p-6 sm:p-8">
          <div className="mb-6 flex items-start justify-between gap-4">
            <div>
              <h2 id={titleId} className="text-xl font-bold text-navy-900">
                Apply for {job.title}
              </h2>
              <p className="mt-1 text-sm text-muted">
                {job.type} · {job.location}
              </p>
            </div>
            <button
              type="button"
              onClick={close}
              aria-label="Close"
              className="-m-1 inline-flex size-9 shrink-0 items-center justify-center rounded-md text-2xl leading-none text-muted hover:bg-surface"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <ApplicationForm
            job={job}
            idPrefix={`apply-${job.id}`}
            firstFieldRef={firstFieldRef}
            onSuccess={() => {
              setSubmitted(true);
              close();
            }}
          />
        </div>
      </dialog>
    </>
  );
}
