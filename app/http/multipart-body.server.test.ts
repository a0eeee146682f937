import { expect, test } from "vitest";
import { readMultipartBody } from "#app/http/multipart-body.server.ts";

const BOUNDARY = "----multipart-test";
const encoder = new TextEncoder();
const head = encoder.encode(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\n\r\n`,
);

/**
 * A streamed multipart body (no Content-Length) whose file part runs to `chunks` chunks of 64 KB,
 * each arriving a turn of the event loop after the last, as from a socket.
 */
function streamedUpload(chunks: number) {
  const seen = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      await new Promise((resolve) => setImmediate(resolve));
      seen.pulled++;
      if (seen.pulled === 1) controller.enqueue(head);
      else if (seen.pulled <= chunks + 1) controller.enqueue(new Uint8Array(64 * 1024).fill(0x61));
      else {
        controller.enqueue(encoder.encode(`\r\n--${BOUNDARY}--\r\n`));
        controller.close();
      }
    },
    cancel: () => void (seen.cancelled = true),
  });
  const request = new Request("http://localhost/api/apply", {
    method: "POST",
    body,
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    duplex: "half",
  } as RequestInit);
  return { request, seen };
}

test("a file within the limit is read whole", async () => {
  const { request } = streamedUpload(4);
  const result = await readMultipartBody(request, { fileField: "cv", fileMaxBytes: 1024 * 1024 });
  expect(result).toMatchObject({ ok: true, file: { name: "cv.pdf" } });
  expect(result.ok && result.file?.bytes.byteLength).toBe(4 * 64 * 1024);
});

test("a file past the limit is refused with 413 naming it, and the rest is dropped rather than cut off", async () => {
  const { request, seen } = streamedUpload(64);
  const result = await readMultipartBody(request, { fileField: "cv", fileMaxBytes: 1024 * 1024 });
  expect(result).toMatchObject({ ok: false, status: 413, errors: { cv: "must not exceed 1 MB" } });
  // Cancelling the body would end the connection before the 413 could be sent.
  await expect.poll(() => seen.pulled).toBe(66);
  expect(seen.cancelled).toBe(false);
});
