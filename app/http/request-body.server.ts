/** The largest body a public form or API submission may have. */
export const BODY_LIMIT_BYTES = 32 * 1024;

export type BodyFields = Record<string, unknown>;

/** The fields of a body, or why it was refused (status and a message for the API's error shape). */
export type ReadBodyResult =
  { ok: true; fields: BodyFields } | { ok: false; status: 400 | 413 | 415; message: string };

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * Reads a JSON object, URL-encoded or multipart form body of at most `limit` bytes. Every failure is
 * a client error: 415 for another content type, 413 when too large, 400 when unreadable.
 */
export async function readBodyFields(request: Request, limit = BODY_LIMIT_BYTES): Promise<ReadBodyResult> {
  const contentType = request.headers.get("content-type") ?? "";
  const mediaType = contentType.split(";")[0]!.trim().toLowerCase();
  const json = mediaType === "application/json" || /^application\/[\w.+-]+\+json$/.test(mediaType);
  if (!json && !FORM_TYPES.has(mediaType)) {
    return {
      ok: false,
      status: 415,
      message:
        "Send the body as JSON (application/json) or form data (application/x-www-form-urlencoded or multipart/form-data).",
    };
  }

  const tooLarge = {
    ok: false,
    status: 413,
    message: `The body must not exceed ${limit / 1024} KB.`,
  } as const;
  if (Number(request.headers.get("content-length")) > limit) return tooLarge;
  let bytes: Uint8Array;
  try {
    const read = await readLimited(request, limit);
    if (!read) return tooLarge;
    bytes = read;
  } catch {
    return { ok: false, status: 400, message: "The body could not be read." };
  }

  return json ? parseJson(bytes) : parseForm(bytes, contentType);
}

async function readLimited(request: Request, limit: number): Promise<Uint8Array | undefined> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      discardRest(reader);
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

// A client still sending this much after its refusal is not listening: the connection is dropped.
const DISCARD_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Reads and drops, in the background, what is left of a body refused part-way. Cancelling the stream
 * at once would destroy the connection before the refusal is sent (the client would see a reset, not
 * its 413), and so would closing it once the answer is out while the client is still sending: the
 * connection is kept, and a client that goes on past DISCARD_MAX_BYTES is cut off.
 */
export function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): void {
  void (async () => {
    let dropped = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        dropped += value.byteLength;
        if (dropped > DISCARD_MAX_BYTES) return await reader.cancel();
      }
    } catch {
      // The client went away, or the server closed the connection: nothing left to drop.
    }
  })();
}

function parseJson(bytes: Uint8Array): ReadBodyResult {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return { ok: false, status: 400, message: "The body is not valid JSON." };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { ok: false, status: 400, message: "The body must be a JSON object of fields." };
  }
  return { ok: true, fields: value as BodyFields };
}

async function parseForm(bytes: Uint8Array, contentType: string): Promise<ReadBodyResult> {
  let form: FormData;
  try {
    form = await new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { "content-type": contentType },
    }).formData();
  } catch {
    return { ok: false, status: 400, message: "The form data could not be read." };
  }
  const fields: BodyFields = {};
  // The first value of a repeated field counts, as it does for a JSON object's single value.
  for (const [name, value] of form) {
    // defineProperty: a field named "__proto__" must stay a plain field, not become a prototype.
    if (!Object.hasOwn(fields, name)) {
      Object.defineProperty(fields, name, { value, enumerable: true, writable: true, configurable: true });
    }
  }
  return { ok: true, fields };
}
