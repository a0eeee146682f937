import { strToU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, test } from "vitest";
import { testDialects } from "#tests/setup/databases.ts";
import { builtServerForThisBlock } from "#tests/setup/built-server.ts";
import { signInForm } from "#tests/setup/team.ts";

// These tests run the production build (`BUILD_DIR=... npx react-router build` first): the CV's
// whole way through the real server, its body handling and security headers included.
const PASSWORD = "Aminabad-Kulfi-2025";
const pdf = strToU8("%PDF-1.4\n%%EOF\n");
const fields = {
  jobId: "2",
  name: "Kabir Ahmed",
  email: "Kabir.Ahmed@Example.in",
  phone: "+91 98390 77777",
  message: "Five years of React in Lucknow.",
};

describe.each(testDialects)("CVs and personal data over HTTP on %s", (dialect) => {
  const built = builtServerForThisBlock({ ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: "1" }, dialect);
  let cookie: string;
  let clients = 0;

  beforeAll(async () => {
    const login = await fetch(`${built.server.url}/login`, {
      method: "POST",
      body: signInForm(PASSWORD),
      redirect: "manual",
    });
    cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
  });

  function apply(cv: Uint8Array, name = "cv.pdf") {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    form.set("cv", new Blob([cv as Uint8Array<ArrayBuffer>]), name);
    return fetch(`${built.server.url}/api/apply`, {
      method: "POST",
      body: form,
      headers: { "x-forwarded-for": `203.0.113.${++clients}` },
    });
  }

  test("a CV sent as multipart is stored and downloaded by the admin as an attachment only", async () => {
    const created = await apply(pdf, "Kabir's CV.pdf");
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await fetch(`${built.server.url}/api/applications/${id}/cv`)).status).toBe(401);
    const file = await fetch(`${built.server.url}/api/applications/${id}/cv`, { headers: { cookie } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe(
      `attachment; filename="Kabir's CV.pdf"; filename*=UTF-8''Kabir%27s%20CV.pdf`,
    );
    // Exactly once each: the route's values replace the server's defaults rather than repeat them.
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
    const list = await fetch(`${built.server.url}/api/applications`, { headers: { cookie } });
    expect(((await list.json()) as { id: number; hasCv: boolean; cvName: string }[])[0]).toMatchObject({
      id,
      hasCv: true,
      cvName: "Kabir's CV.pdf",
    });
  });

  test("a 6 MB upload is refused with 413 naming cv, and a script named cv.pdf with 415", async () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(pdf);
    const tooLarge = await apply(big);
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { errors: object }).errors).toHaveProperty("cv");
    const html = await apply(strToU8("<!doctype html><script>alert(1)</script>"));
    expect(html.status).toBe(415);
    expect(((await html.json()) as { errors: object }).errors).toHaveProperty("cv");
  });

  test("personal data: export as ZIP, 403 for a foreign origin, then erase", async () => {
    const query = `email=${encodeURIComponent("kabir.ahmed@example.IN")}`;
    const zip = await fetch(`${built.server.url}/api/admin/personal-data?${query}&format=zip`, {
      headers: { cookie },
    });
    expect(zip.status).toBe(200);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files).filter((name) => name.startsWith("cvs/"))).toHaveLength(1);

    const foreign = await fetch(`${built.server.url}/api/admin/personal-data?${query}`, {
      method: "DELETE",
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    const erased = await fetch(`${built.server.url}/api/admin/personal-data?${query}`, {
      method: "DELETE",
      headers: { cookie, origin: built.server.url },
    });
    expect(erased.status).toBe(200);
    expect(
      ((await erased.json()) as { removed: { applications: number; cvs: number } }).removed,
    ).toMatchObject({
      applications: 1,
      cvs: 1,
    });
    const search = await fetch(`${built.server.url}/api/applications?q=kabir`, { headers: { cookie } });
    expect(await search.json()).toEqual([]);
  });
});
