import { expect, test } from "vitest";
import { BODY_LIMIT_BYTES, readBodyFields } from "#app/http/request-body.server.ts";

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/contact", {
    method: "POST",
    body,
    headers,
    duplex: "half",
  } as RequestInit);

test("a JSON object is read as its fields", async () => {
  const result = await readBodyFields(
    post('{"user_name":"Aarav","n":1}', { "content-type": "application/json" }),
  );
  expect(result).toEqual({ ok: true, fields: { user_name: "Aarav", n: 1 } });
});

test("JSON with a charset or a +json type is still JSON", async () => {
  const result = await readBodyFields(
    post('{"a":"b"}', { "content-type": "Application/JSON; charset=utf-8" }),
  );
  expect(result).toEqual({ ok: true, fields: { a: "b" } });
  expect(
    await readBodyFields(post('{"a":"b"}', { "content-type": "application/merge-patch+json" })),
  ).toMatchObject({
    ok: true,
  });
});

test("URL-encoded and multipart forms are read; the first of repeated fields counts", async () => {
  const encoded = await readBodyFields(
    post("user_name=Aarav+S&message=a%26b&message=second", {
      "content-type": "application/x-www-form-urlencoded",
    }),
  );
  expect(encoded).toEqual({ ok: true, fields: { user_name: "Aarav S", message: "a&b" } });

  const form = new FormData();
  form.append("name", "Meera");
  form.append("message", "नमस्ते");
  const multipart = await readBodyFields(new Request("http://localhost/", { method: "POST", body: form }));
  expect(multipart).toEqual({ ok: true, fields: { name: "Meera", message: "नमस्ते" } });
});

test("a field named __proto__ stays a plain field", async () => {
  const result = await readBodyFields(
    post("__proto__=x&name=Meera", { "content-type": "application/x-www-form-urlencoded" }),
  );
  expect(result.ok && Object.getPrototypeOf(result.fields)).toBe(Object.prototype);
  expect(result.ok && result.fields["__proto__"]).toBe("x");
});

test.each([
  ["text/plain", "hello"],
  ["application/xml", "<a/>"],
  ["", "{}"],
])("content type %j is refused with 415", async (type, body) => {
  const result = await readBodyFields(post(body, type ? { "content-type": type } : {}));
  expect(result).toMatchObject({ ok: false, status: 415 });
});

test.each(['{"user_name":', "", "\u0000", "{'a':1}"])("malformed JSON %j is a 400", async (body) => {
  expect(await readBodyFields(post(body, { "content-type": "application/json" }))).toEqual({
    ok: false,
    status: 400,
    message: "The body is not valid JSON.",
  });
});

test("invalid UTF-8 in JSON is a 400, not a silently replaced character", async () => {
  const bytes = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]);
  expect(await readBodyFields(post(bytes, { "content-type": "application/json" }))).toMatchObject({
    ok: false,
    status: 400,
  });
});

test.each(["[1,2]", "null", '"text"', "42"])("JSON %s that is not an object is a 400", async (body) => {
  expect(await readBodyFields(post(body, { "content-type": "application/json" }))).toEqual({
    ok: false,
    status: 400,
    message: "The body must be a JSON object of fields.",
  });
});

test("a broken multipart body is a 400", async () => {
  const result = await readBodyFields(
    post("--x\r\nnot a part", { "content-type": "multipart/form-data; boundary=x" }),
  );
  expect(result).toMatchObject({ ok: false, status: 400, message: "The form data could not be read." });
});

test("exactly 32 KB is read; one byte more is a 413", async () => {
  const json = (size: number) => `{"m":"${"a".repeat(size - 8)}"}`;
  expect(json(BODY_LIMIT_BYTES)).toHaveLength(BODY_LIMIT_BYTES);
  expect(
    await readBodyFields(post(json(BODY_LIMIT_BYTES), { "content-type": "application/json" })),
  ).toMatchObject({
    ok: true,
  });
  expect(
    await readBodyFields(post(json(BODY_LIMIT_BYTES + 1), { "content-type": "application/json" })),
  ).toEqual({
    ok: false,
    status: 413,
    message: "The body must not exceed 32 KB.",
  });
});

test("a streamed body without a length is refused at the limit; the rest is dropped, not cut off mid-answer", async () => {
  const chunks = 128;
  let pulled = 0;
  let cancelled = false;
  const long = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (++pulled > chunks) return controller.close();
      controller.enqueue(new Uint8Array(8192).fill(0x61));
    },
    cancel: () => void (cancelled = true),
  });
  const result = await readBodyFields(post(long, { "content-type": "application/json" }));
  expect(result).toMatchObject({ ok: false, status: 413 });
  // Cancelling would end the connection before the 413 goes out: the rest is read and dropped instead.
  await expect.poll(() => pulled).toBe(chunks + 1);
  expect(cancelled).toBe(false);
});

test("a client that keeps sending long after its refusal is cut off", async () => {
  let cancelled = false;
  const endless = new ReadableStream<Uint8Array>({
    pull: (controller) => controller.enqueue(new Uint8Array(1024 * 1024)),
    cancel: () => void (cancelled = true),
  });
  expect(await readBodyFields(post(endless, { "content-type": "application/json" }))).toMatchObject({
    ok: false,
    status: 413,
  });
  await expect.poll(() => cancelled).toBe(true);
});

test("a declared length over the limit is refused before reading", async () => {
  const request = post("{}", {
    "content-type": "application/json",
    "content-length": String(10 * BODY_LIMIT_BYTES),
  });
  expect(await readBodyFields(request)).toMatchObject({ ok: false, status: 413 });
});
