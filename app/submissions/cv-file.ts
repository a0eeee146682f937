import { unzipSync } from "fflate";
import { CV_FIELD } from "#app/submissions/cv-limits.ts";

export const CV_TYPES = {
  pdf: { contentType: "application/pdf", extension: ".pdf" },
  docx: {
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extension: ".docx",
  },
} as const;
export type CvKind = keyof typeof CV_TYPES;

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // "PK\x03\x04", a ZIP's first local header

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return magic.every((byte, index) => bytes[index] === byte);
}

/**
 * What the bytes are: a PDF (`%PDF-`), a Word document (a ZIP whose directory lists
 * `word/document.xml`), or neither. The file's name and the browser's declared type are never asked.
 */
export function detectCvKind(bytes: Uint8Array): CvKind | undefined {
  if (startsWith(bytes, PDF_MAGIC)) return "pdf";
  if (!startsWith(bytes, ZIP_MAGIC)) return undefined;
  let names: string[] = [];
  try {
    // The filter sees every entry of the central directory; answering false skips inflating it.
    unzipSync(bytes, {
      filter: (entry) => {
        names.push(entry.name);
        return false;
      },
    });
  } catch {
    names = [];
  }
  return names.includes("word/document.xml") ? "docx" : undefined;
}

const NAME_MAX = 120;

/**
 * A file name safe to store and to put in a download header: no folders, no control or reserved
 * characters, not hidden, at most 120 characters, ending in the extension of the detected type.
 */
export function safeCvName(original: string, kind: CvKind): string {
  const { extension } = CV_TYPES[kind];
  const base = original.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFC")
    // eslint-disable-next-line no-control-regex -- control characters are exactly what goes
    .replace(/[\u0000-\u001f\u007f-\u009f"*:<>?|;]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  const stem = cleaned.replace(/\.[^.]*$/, "").trim() || "cv";
  return `${[...stem].slice(0, NAME_MAX - extension.length).join("")}${extension}`;
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
