import { expect, test } from "vitest";
import { builtServerForThisFile } from "#tests/setup/built-server.ts";
import { sendChunked } from "#tests/setup/chunked-upload.ts";
import { signInForm } from "#tests/setup/team.ts";

// A body sent without Content-Length is found too large only while it is read. The client must
// still get its 413 answer, not a reset connection (production build).
const PASSWORD = "Kaiserbagh-Upload-Limit-2026";
const built = builtServerForThisFile({ ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: "1" });
const MB = 1024 * 1024;
const BOUNDARY = "----upload-limit-test";

function multipartHead(fields: Record<string, string>, fileField: string, fileName: string): string {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join("")}--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
}
const multipartTail = `\r\n--${BOUNDARY}--\r\n`;
const multipartType = { "content-type": `multipart/form-data; boundary=${BOUNDARY}` };

async function signIn(): Promise<string> {
  const { server } = built;
  const login = await fetch(`${server.url}/login`, {
    method: "POST",
    body: signInForm(PASSWORD),
    redirect: "manual",
  });
  expect(login.status).toBe(302);
  return login.headers.getSetCookie()[0]!.split(";")[0]!;
}

test("a chunked CV over 5 MB gets its 413 naming cv", async () => {
  const { server } = built;
  const head = multipartHead(
    {
      jobId: "2",
      name: "Kabir Ahmed",
      email: "kabir@example.in",
      phone: "+91 98390 77777",
      message: "Hello.",
    },
    "cv",
    "cv.pdf",
  );
  const answer = await sendChunked({
    url: `${server.url}/api/apply`,
    headers: { ...multipartType, "x-forwarded-for": "203.0.113.61" },
    head,
    fill: 12 * MB,
    tail: multipartTail,
  });
  expect(answer).toMatchObject({ kind: "answer", status: 413 });
  if (answer.kind !== "answer") return;
  expect(JSON.parse(answer.body)).toMatchObject({ errors: { cv: expect.stringContaining("5 MB") } });
  // The server is none the worse for it.
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
});

test("a chunked image over 10 MB gets its 413 naming file, and a chunked JSON body over its limit a 413 too", async () => {
  const { server } = built;
  const cookie = await signIn();
  const image = await sendChunked({
    url: `${server.url}/api/admin/images`,
    headers: { ...multipartType, cookie, origin: server.url },
    head: multipartHead({ alt: "A photo" }, "file", "photo.jpg"),
    fill: 24 * MB,
    tail: multipartTail,
  });
  expect(image).toMatchObject({ kind: "answer", status: 413 });
  if (image.kind === "answer") {
    expect(JSON.parse(image.body)).toMatchObject({ errors: { file: expect.stringContaining("10 MB") } });
  }

  const json = await sendChunked({
    url: `${server.url}/api/admin/me/saved-replies`,
    headers: { "content-type": "application/json", cookie, origin: server.url },
    head: '{"name":"Long","body":"',
    fill: 4 * MB,
    tail: '"}',
  });
  expect(json).toMatchObject({ kind: "answer", status: 413 });
  if (json.kind === "answer")
    expect(JSON.parse(json.body)).toEqual({ message: "The body must not exceed 128 KB." });
});

test("the submission API answers a chunked body over its limit with its 413 too", async () => {
  const { server } = built;
  const send = (fill: number, ip: string) =>
    sendChunked({
      url: `${server.url}/api/contact`,
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      head: '{"message":"',
      fill,
      tail: '"}',
    });
  const huge = await send(4 * MB, "203.0.113.62");
  expect(huge).toMatchObject({ kind: "answer", status: 413 });
  if (huge.kind === "answer")
    expect(JSON.parse(huge.body)).toEqual({ message: "The body must not exceed 32 KB." });

  const small = await send(10, "203.0.113.63");
  expect(small).toMatchObject({ kind: "answer", status: 400 });
});
