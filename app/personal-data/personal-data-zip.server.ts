import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from "fflate";
import {
  type PersonalFile,
  findPersonalData,
  listPersonalFiles,
  readPersonalFile,
} from "#app/personal-data/personal-data-store.server.ts";

type Db = Parameters<typeof findPersonalData>[0];

// -rw-r--r--: a regular file its owner may change, as unzip then creates it.
const FILE_MODE = 0o100644;
const NAME_MAX = 120;

/** Where each kind of file goes in the ZIP, and what its name starts with (the id in the JSON). */
const PLACES: Record<PersonalFile["kind"], (file: PersonalFile) => string> = {
  cv: (file) => `cvs/application-${file.ownerId}-`,
  received: (file) => `files-you-sent-us/mail-${file.ownerId}-`,
  sent: (file) => `files-we-sent-you/reply-${file.ownerId}-`,
};

/**
 * A stored file name made safe as the last part of a ZIP entry on any system: no folders, control
 * characters, characters Windows refuses, or dots and spaces at either end; at most 120 characters.
 */
export function zipFileName(name: string): string {
  const cleaned = [
    ...(name.split(/[\\/]/).pop() ?? "")
      .normalize("NFC")
      // eslint-disable-next-line no-control-regex -- control characters are exactly what goes
      .replace(/[\u0000-\u001f\u007f-\u009f"*:<>?|]/g, "")
      .replace(/^[\s.]+|[\s.]+$/g, ""),
  ];
  return cleaned.length ? cleaned.slice(-NAME_MAX).join("") : "file";
}

/** `path`, or with " (2)", " (3)"... before its extension when taken (ignoring case, as Windows and macOS do). */
function uniquePath(path: string, taken: Set<string>): string {
  const dot = path.lastIndexOf(".");
  const [stem, extension] =
    dot > path.lastIndexOf("/") + 1 ? [path.slice(0, dot), path.slice(dot)] : [path, ""];
  let candidate = path;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${extension}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

// Made on Unix with ordinary file modes: Info-ZIP's unzip reads the names of an archive "made on
// FAT" (fflate's default) in the DOS code page, garbling a Hindi name that fflate marks UTF-8.
function entry(name: string, deflate: boolean): ZipPassThrough | ZipDeflate {
  const file = deflate ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
  return Object.assign(file, { os: 3, attrs: FILE_MODE << 16 });
}

/**
 * The ZIP export, streamed: `personal-data.json`, then every file held for the person, CVs under
 * `cvs/`, the files of mail they sent under `files-you-sent-us/`, those of replies to them under
 * `files-we-sent-you/`. Files are read from the database one at a time as the reader asks for more,
 * and stored as they are (PDF, DOCX, XLSX, PNG and JPEG are compressed already), so memory holds
 * about one file however many there are. The report and the list are read before it resolves.
 */
export async function personalDataZip(db: Db, email: string): Promise<ReadableStream<Uint8Array>> {
  const [report, files] = await Promise.all([findPersonalData(db, email), listPersonalFiles(db, email)]);
  const taken = new Set<string>(["personal-data.json"]);
  const paths = files.map((file) => uniquePath(PLACES[file.kind](file) + zipFileName(file.fileName), taken));
  let zip: Zip;
  let next = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        if (final) controller.close();
      });
      const json = entry("personal-data.json", true);
      zip.add(json);
      json.push(strToU8(JSON.stringify(report, null, 2)), true);
    },
    async pull() {
      for (;;) {
        const index = next++;
        if (index >= files.length) return zip.end();
        const bytes = await readPersonalFile(db, files[index]!);
        if (!bytes) continue; // deleted since it was listed
        const file = entry(paths[index]!, false);
        zip.add(file);
        return file.push(bytes, true);
      }
    },
    cancel() {
      zip.terminate();
    },
  });
}
