import { FILE_TYPES, detectFileKind, safeFileName } from "#app/lib/file-type.ts";
import { CV_FIELD } from "#app/submissions/cv-limits.ts";

const CV_TYPES = { pdf: FILE_TYPES.pdf, docx: FILE_TYPES.docx } as const;
export type CvKind = keyof typeof CV_TYPES;

/** A CV is a PDF or a Word document (judged by the bytes, as every stored file is); anything else is not. */
export function detectCvKind(bytes: Uint8Array): CvKind | undefined {
  const kind = detectFileKind(bytes);
  return kind === "pdf" || kind === "docx" ? kind : undefined;
}

/** A safe name for a CV (see `safeFileName`), "cv" when nothing of the original is left. */
export function safeCvName(original: string, kind: CvKind): string {
  return safeFileName(original, kind, "cv");
}

/** A CV that passed the checks, ready to store. */
export type AcceptedCv = { fileName: string; contentType: string; bytes: Uint8Array };

export type CvCheck =
  | { ok: true; cv: AcceptedCv }
  | { ok: false; status: 400 | 415; message: string; errors: Record<string, string> };

/** Accepts a non-empty PDF or DOCX (judged by its bytes) and names it safely; anything else is refused. */
export function checkCv(file: { name: string; bytes: Uint8Array }): CvCheck {
  if (file.bytes.byteLength === 0) {
    const message = "The CV file is empty.";
    return { ok: false, status: 400, message, errors: { [CV_FIELD]: message } };
  }
  const kind = detectCvKind(file.bytes);
  if (!kind) {
    const message = "The CV must be a PDF or a Word (.docx) document.";
    return { ok: false, status: 415, message, errors: { [CV_FIELD]: message } };
  }
  return {
    ok: true,
    cv: { fileName: safeCvName(file.name, kind), contentType: CV_TYPES[kind].contentType, bytes: file.bytes },
  };
}
