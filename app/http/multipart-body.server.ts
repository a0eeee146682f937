import busboy from "busboy";
import { BODY_LIMIT_BYTES, type BodyFields, discardRest } from "#app/http/request-body.server.ts";

/** A file part as it arrived: what the browser called it and its bytes (its declared type is ignored). */
export type UploadedFile = { name: string; bytes: Uint8Array };

export type MultipartResult =
  | { ok: true; fields: BodyFields; file?: UploadedFile; files: UploadedFile[] }
  | { ok: false; status: 400 | 413; message: string; errors?: Record<string, string> };

/** `fileMaxBytes` bounds the files together; `maxFiles` (default 1) how many parts `fileField` may hold. */
type Limits = { fileField: string; fileMaxBytes: number; fieldsMaxBytes?: number; maxFiles?: number };

/**
 * Reads a multipart form with at most one file, in part `fileField`, of at most `fileMaxBytes`; the
 * other fields together stay under the usual 32 KB. Streams the body and stops parsing at the first
 * limit crossed, so a huge upload is refused without being held in memory.
 */
export async function readMultipartBody(
  request: Request,
  { fileField, fileMaxBytes, fieldsMaxBytes = BODY_LIMIT_BYTES, maxFiles = 1 }: Limits,
): Promise<MultipartResult> {
  const fileTooLarge = {
    ok: false,
    status: 413,
    message: `The ${fileField.toUpperCase()} must not exceed ${fileMaxBytes / 1024 / 1024} MB.`,
    errors: { [fileField]: `must not exceed ${fileMaxBytes / 1024 / 1024} MB` },
  } as const;
  if (!request.body) return { ok: false, status: 400, message: "The form data could not be read." };
  const reader = request.body.getReader();
  const declared = Number(request.headers.get("content-length"));
  if (declared > fileMaxBytes + fieldsMaxBytes) {
    discardRest(reader);
    return fileTooLarge;
  }

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      // Browsers send UTF-8 file names without saying so.
      defParamCharset: "utf8",
      limits: { files: maxFiles, fileSize: fileMaxBytes, fields: 50, fieldSize: fieldsMaxBytes, parts: 60 },
    });
  } catch {
    discardRest(reader);
    return { ok: false, status: 400, message: "The form data could not be read." };
  }

  const fields: BodyFields = {};
  let fieldBytes = 0;
  const files: UploadedFile[] = [];
  let fileBytes = 0;
  let refusal: MultipartResult | undefined;
  const refuse = (result: MultipartResult) => {
    refusal ??= result;
  };

  const finished = new Promise<void>((resolve) => {
    parser.on("field", (name, value) => {
      fieldBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
      if (fieldBytes > fieldsMaxBytes) {
        refuse({
          ok: false,
          status: 413,
          message: `The form fields must not exceed ${fieldsMaxBytes / 1024} KB.`,
        });
      }
      // defineProperty: a field named "__proto__" stays a plain field; the first of a repeated name counts.
      if (!Object.hasOwn(fields, name)) {
        Object.defineProperty(fields, name, { value, enumerable: true, writable: true, configurable: true });
      }
    });
    parser.on("file", (name, stream, info) => {
      if (name !== fileField) {
        stream.resume();
        refuse({
          ok: false,
          status: 400,
          message: `Only files named ${fileField} may be sent.`,
          errors: { [name]: "files are not accepted here" },
        });
        return;
      }
      const chunks: Buffer[] = [];
      // Destroying the parser after a refusal errors the part's stream too; that is expected.
      stream.on("error", () => {});
      stream.on("data", (chunk: Buffer) => {
        fileBytes += chunk.byteLength;
        if (fileBytes > fileMaxBytes) refuse(fileTooLarge);
        chunks.push(chunk);
      });
      stream.on("limit", () => refuse(fileTooLarge));
      stream.on("end", () => {
        // A form without JavaScript sends an empty, nameless part when no file was chosen.
        if (info.filename || chunks.length) {
          files.push({ name: info.filename ?? "", bytes: new Uint8Array(Buffer.concat(chunks)) });
        }
      });
    });
    parser.on("filesLimit", () =>
      refuse({
        ok: false,
        status: 400,
        message: maxFiles === 1 ? "Send at most one file." : `Send at most ${maxFiles} files.`,
        errors: { [fileField]: maxFiles === 1 ? "send one file" : `send at most ${maxFiles} files` },
      }),
    );
    parser.on("fieldsLimit", () => refuse({ ok: false, status: 413, message: "Too many form fields." }));
    parser.on("partsLimit", () => refuse({ ok: false, status: 413, message: "Too many form parts." }));
    parser.on("error", () => {
      refuse({ ok: false, status: 400, message: "The form data could not be read." });
      resolve();
    });
    parser.on("close", () => resolve());
  });

  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || refusal) break;
      parser.write(value);
    }
  } catch {
    refuse({ ok: false, status: 400, message: "The body could not be read." });
  }
  if (refusal) {
    // The refusal is answered first; the rest of the body is dropped until the server closes the connection.
    discardRest(reader);
    parser.destroy();
    return refusal;
  }
  parser.end();
  await finished;
  if (refusal) return refusal;
  return { ok: true, fields, file: files[0], files };
}
