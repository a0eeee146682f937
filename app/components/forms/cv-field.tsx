import { type ChangeEvent, useState } from "react";
import { CV_FIELD, CV_MAX_BYTES } from "#app/submissions/cv-limits.ts";

const CV_LABEL = "CV (optional, PDF or Word .docx, max 5 MB)";
const ACCEPT = [
  ".pdf",
  ".docx",
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
].join(",");

/** A quick check in the browser before uploading; the server decides from the file's bytes. */
export function cvProblem(file: File | null | undefined): string | undefined {
  if (!file || (file.size === 0 && file.name === "")) return undefined;
  if (file.size === 0) return "This file is empty. Choose your CV as a PDF or Word (.docx) file.";
  if (file.size > CV_MAX_BYTES) return "This file is larger than 5 MB. Please choose a smaller CV.";
  if (!/\.(pdf|docx)$/i.test(file.name)) return "Choose a PDF or Word (.docx) file.";
  return undefined;
}

type CvFieldProps = {
  idPrefix: string;
  /** The server's words about the file, when it refused it. */
  error?: string;
  onProblem?: (problem: string | undefined) => void;
};

/** The optional CV upload of the application form, with its error announced beside it. */
export function CvField({ idPrefix, error, onProblem }: CvFieldProps) {
  const [localError, setLocalError] = useState<string>();
  const id = `${idPrefix}-${CV_FIELD}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const shown = localError ?? error;

  function check(event: ChangeEvent<HTMLInputElement>) {
    const problem = cvProblem(event.currentTarget.files?.[0]);
    setLocalError(problem);
    onProblem?.(problem);
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {CV_LABEL}
      </label>
      <input
        id={id}
        type="file"
        name={CV_FIELD}
        accept={ACCEPT}
        onChange={check}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${hintId} ${errorId}` : hintId}
        className="mt-1.5 block w-full rounded-xl border border-line bg-white px-4 py-3 text-sm text-ink file:mr-4 file:rounded-pill file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-700 aria-invalid:border-danger-700"
      />
      <p id={hintId} className="mt-1.5 text-sm text-muted">
        Kept with your application and seen only by our hiring team.
      </p>
      {shown ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
