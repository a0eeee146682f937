import { strToU8, zipSync } from "fflate";
import { beforeAll, describe, expect, test } from "vitest";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { routerContext, testServices } from "#tests/setup/router-context.ts";
import { signedInToken } from "#tests/setup/team.ts";
import { applicationCvApi } from "#app/inbox/application-cv-api.server.ts";
import { listInboxApi } from "#app/inbox/inbox-api.server.ts";
import { deleteInboxItem } from "#app/inbox/inbox-store.server.ts";
import { createApplicationApi } from "#app/submissions/submission-api.server.ts";

const fields = {
  jobId: "1",
  name: "Meera Tiwari",
  email: "meera@example.in",
  phone: "0522-400-1234",
  message: "I write in English and Hindi.",
};
const pdf = strToU8("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const docx = zipSync({
  "[Content_Types].xml": strToU8('<?xml version="1.0"?><Types/>'),
  "word/document.xml": strToU8('<?xml version="1.0"?><w:document/>'),
});

describe.each(testDialects)("applications with a CV on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  const services = testServices(database, { NOTIFY_EMAIL: "jobs@example.in" });
  let adminCookie: string;
  let clients = 0;
  beforeAll(async () => {
    adminCookie = `admin_session=${await signedInToken(database.db, "owner")}`;
  });

  async function apply(
    file?: { bytes: Uint8Array; name: string; type?: string },
    extra: Record<string, string> = {},
  ) {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...fields, ...extra })) form.set(name, value);
    if (file)
      form.set("cv", new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type ?? "" }), file.name);
    // Serialized first, as a browser sends it: a byte body with the boundary in its content type.
    const encoded = new Response(form);
    const request = new Request("http://localhost/api/apply", {
      method: "POST",
      body: await encoded.arrayBuffer(),
      headers: { "content-type": encoded.headers.get("content-type")! },
    });
    return createApplicationApi({
      request,
      context: routerContext(services, `198.51.100.${++clients}`),
      params: {},
      unstable_pattern: "",
    } as never);
  }

  function download(id: string, cookie?: string) {
    const request = new Request(`http://localhost/api/applications/${id}/cv`, {
      headers: cookie ? { cookie } : {},
    });
    return applicationCvApi({
      request,
      context: routerContext(services),
      params: { id },
      unstable_pattern: "",
    } as never);
  }

  async function catching(promise: Promise<Response>): Promise<Response> {
    try {
      return await promise;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  test.each([
    ["a PDF", pdf, "../My CV.pdf", "application/pdf", "My CV.pdf"],
    [
      "a Word document",
      docx,
      "cv.docx",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "cv.docx",
    ],
  ])("%s is stored with the application, its size and SHA-256", async (_, bytes, name, type, stored) => {
    const response = await apply({ bytes, name, type: "application/octet-stream" });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const row = await database.db
      .selectFrom("application_cvs")
      .selectAll()
      .where("application_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ file_name: stored, content_type: type, size: bytes.byteLength });
    expect(row.sha256).toBe(Buffer.from(await crypto.subtle.digest("SHA-256", bytes)).toString("hex"));
    expect(new Uint8Array(row.content)).toEqual(bytes);
    // The notification names the CV and never carries it.
    const mail = await database.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("subject", "like", `New application #${id}:%`)
      .executeTakeFirstOrThrow();
    expect(mail.attachments_json).toBeNull();
    expect(mail.text_body).toContain(`CV: ${stored}`);

    const file = await download(String(id), adminCookie);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe(type);
    expect(file.headers.get("content-disposition")).toBe(
      `attachment; filename="${stored}"; filename*=UTF-8''${encodeURIComponent(stored)}`,
    );
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });

  const refusals: [string, Uint8Array, string, number][] = [
    ["a renamed Linux executable", new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0]), "cv.pdf", 415],
    ["a renamed Windows executable", strToU8("MZ\x90\x00\x03\x00\x00\x00This program"), "cv.pdf", 415],
    ["an HTML file called cv.pdf", strToU8("<!doctype html><script>alert(1)</script>"), "cv.pdf", 415],
    ["a ZIP without a Word document", zipSync({ "a.txt": strToU8("hello") }), "cv.docx", 415],
    ["an empty file", new Uint8Array(), "cv.pdf", 400],
    [
      "a 6 MB file",
      (() => {
        const big = new Uint8Array(6 * 1024 * 1024);
        big.set(strToU8("%PDF-1.4\n"));
        return big;
      })(),
      "cv.pdf",
      413,
    ],
  ];
  test.each(refusals)("%s is refused, naming cv, and nothing is stored", async (_, bytes, name, status) => {
    const before = await database.db
      .selectFrom("job_applications")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    const response = await apply({ bytes, name, type: "application/pdf" });
    expect(response.status).toBe(status);
    const body = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(Object.keys(body.errors)).toEqual(["cv"]);
    const after = await database.db
      .selectFrom("job_applications")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  test("the 32 KB limit still holds for the other fields of a multipart application", async () => {
    const response = await apply({ bytes: pdf, name: "cv.pdf" }, { message: "x".repeat(40 * 1024) });
    expect(response.status).toBe(413);
  });

  test("a form without JavaScript that chose no file sends an empty nameless part: no CV, accepted", async () => {
    const response = await apply({ bytes: new Uint8Array(), name: "" });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect(await catching(download(String(id), adminCookie))).toHaveProperty("status", 404);
  });

  test("JSON applications are still accepted", async () => {
    const request = new Request("http://localhost/api/apply", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(fields),
    });
    const response = await createApplicationApi({
      request,
      context: routerContext(services, `198.51.100.${++clients}`),
      params: {},
      unstable_pattern: "",
    } as never);
    expect(response.status).toBe(201);
  });

  test("the download is admin only and answers 400 / 404 for bad and unknown ids", async () => {
    const created = await apply({ bytes: pdf, name: "cv.pdf" });
    const { id } = (await created.json()) as { id: number };
    expect((await catching(download(String(id)))).status).toBe(401);
    expect((await catching(download(String(id), "admin_session=forged"))).status).toBe(401);
    expect((await catching(download("abc", adminCookie))).status).toBe(400);
    expect((await catching(download("999999", adminCookie))).status).toBe(404);
  });

  test("the applications list says which have a CV and its name", async () => {
    const withCv = (await (await apply({ bytes: docx, name: "Résumé.docx" })).json()) as { id: number };
    const request = new Request("http://localhost/api/applications?limit=100", {
      headers: { cookie: adminCookie },
    });
    const response = await listInboxApi("applications", {
      request,
      context: routerContext(services),
      params: {},
      unstable_pattern: "",
    } as never);
    const list = (await response.json()) as { id: number; hasCv: boolean; cvName: string | null }[];
    expect(list.find((item) => item.id === withCv.id)).toMatchObject({
      hasCv: true,
      cvName: "Résumé.docx",
    });
    expect(list.some((item) => !item.hasCv && item.cvName === null)).toBe(true);
  });

  test("deleting an application (by hand or by retention) takes its CV with it", async () => {
    const { id } = (await (await apply({ bytes: pdf, name: "cv.pdf" })).json()) as { id: number };
    expect(await deleteInboxItem(database, "applications", id)).toBe(true);
    const left = await database.db
      .selectFrom("application_cvs")
      .select("application_id")
      .where("application_id", "=", id)
      .execute();
    expect(left).toEqual([]);
  });
});
