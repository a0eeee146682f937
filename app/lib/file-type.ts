import { unzipSync } from "fflate";

/** The files the team exchanges with leads (CVs, proposals, screenshots, sheets), as told by their bytes. */
export const FILE_TYPES = {
  pdf: { contentType: "application/pdf", extension: ".pdf" },
  docx: {
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extension: ".docx",
  },
  xlsx: {
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    extension: ".xlsx",
  },
  png: { contentType: "image/png", extension: ".png" },
  jpeg: { contentType: "image/jpeg", extension: ".jpg" },
} as const;
export type FileKind = keyof typeof FILE_TYPES;

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // "PK\x03\x04", a ZIP's first local header
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]; // "\x89PNG\r\n\x1a\n"
const JPEG_MAGIC = [0xff, 0xd8, 0xff]; // SOI, then the first marker's 0xFF

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return magic.every((byte, index) => bytes[index] === byte);
}

// The names in a ZIP's central directory; none when it is not a readable ZIP.
function zipEntryNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  try {
    // The filter sees every entry; answering false skips inflating it.
    unzipSync(bytes, {
      filter: (entry) => {
        names.push(entry.name);
        return false;
      },
    });
  } catch {
    return [];
  }
  return names;
}

/**
 * What the bytes are: PDF, PNG, JPEG, a Word document (a ZIP listing `word/document.xml`), an Excel
 * workbook (a ZIP listing `xl/workbook.xml`), or none of them. Names and declared types are never asked.
 */
export function detectFileKind(bytes: Uint8Array): FileKind | undefined {
  if (startsWith(bytes, PDF_MAGIC)) return "pdf";
  if (startsWith(bytes, PNG_MAGIC)) return "png";
  if (startsWith(bytes, JPEG_MAGIC)) return "jpeg";
  if (!startsWith(bytes, ZIP_MAGIC)) return undefined;
  const names = zipEntryNames(bytes);
  if (names.includes("word/document.xml")) return "docx";
  if (names.includes("xl/workbook.xml")) return "xlsx";
  return undefined;
}

const NAME_MAX = 120;

/**
 * A file name safe to store and to put in a download header: no folders, no control or reserved
 * characters, not hidden, at most 120 characters, ending in the extension of the detected type
 * (`fallback` when nothing of the original is left).
 */
export function safeFileName(original: string, kind: FileKind, fallback: string): string {
  const { extension } = FILE_TYPES[kind];
  const base = original.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFC")
    // eslint-disable-next-line no-control-regex -- control characters are exactly what goes
    .replace(/[\u0000-\u001f\u007f-\u009f"*:<>?|;]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  const stem = cleaned.replace(/\.[^.]*$/, "").trim() || fallback;
  return `${[...stem].slice(0, NAME_MAX - extension.length).join("")}${extension}`;
}
