import pino from "pino";
import { expect, test } from "vitest";
import type { RequestHandler } from "react-router";
import { type AppServices, requestContext } from "#app/context.ts";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { SpamTrapFields } from "#app/components/forms/spam-trap-fields.tsx";
import { pageCache, withFormToken } from "#server/page-cache.ts";

const services = { logger: pino({ level: "silent" }) } as unknown as AppServices;

/** A stand-in for React Router's handler: counts renders and answers what `pages` holds now. */
function fakeHandler(pages: Map<string, { status: number; body: string; type?: string }>) {
  const rendered: string[] = [];
  const handle = (async (request, context) => {
    const path = new URL(request.url).pathname;
    rendered.push(path);
    // Shared pages are rendered without a nonce: they have no inline script to allow.
    expect(context?.get(requestContext).nonce).toBe("");
    const page = pages.get(path) ?? { status: 404, body: "not found" };
    return new Response(page.body, {
      status: page.status,
      headers: { "Content-Type": page.type ?? "text/html; charset=utf-8" },
    });
  }) as RequestHandler;
  return { handle, rendered };
}

const doc = (title: string, body = "") =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body>${body}</body></html>`;

test("a page is rendered once per content version and day, and served from memory in between", async () => {
  const pages = new Map([["/blogs", { status: 200, body: doc("one()") }]]);
  const { handle, rendered } = fakeHandler(pages);
  let day = "2026-11-24";
  const cache = pageCache({ handle, services, today: () => day });
  cache.contentChanged(1);

  const [first, second] = await Promise.all([cache.read("/blogs"), cache.read("/blogs")]);
  expect(first).toBe(second);
  expect(first!.parts).toEqual([doc("one()")]);
  expect(first!.encoded?.br).toBeInstanceOf(Buffer);
  expect(first!.etag).toMatch(/^"[\w-]+"$/);
  await cache.read("/blogs");
  expect(rendered).toEqual(["/blogs"]);

  pages.set("/blogs", { status: 200, body: doc("two()") });
  cache.contentChanged(1);
  expect((await cache.read("/blogs"))!.parts).toEqual([doc("one()")]);

  cache.contentChanged(2);
  const changed = await cache.read("/blogs");
  expect(changed!.parts).toEqual([doc("two()")]);
  expect(changed!.etag).not.toBe(first!.etag);

  day = "2026-11-25";
  await cache.read("/blogs");
  expect(rendered).toEqual(["/blogs", "/blogs", "/blogs"]);
});

test("a new version renders the pages already asked for at once, before their next visitor", async () => {
  const pages = new Map([
    ["/", { status: 200, body: doc("home()") }],
    ["/faqs", { status: 200, body: doc("faqs()") }],
  ]);
  const { handle, rendered } = fakeHandler(pages);
  const cache = pageCache({ handle, services, today: () => "2026-11-24" });
  await cache.warm(["/", "/faqs"]);
  expect(rendered).toEqual(["/", "/faqs"]);
  cache.contentChanged(7);
  expect(rendered).toEqual(["/", "/faqs", "/", "/faqs"]);
  await cache.read("/faqs");
  expect(rendered).toHaveLength(4);
});

test("only a 200 is kept: any other answer is left to the live handler and not remembered", async () => {
  const pages = new Map([["/blogs/moved", { status: 301, body: "" }]]);
  const { handle, rendered } = fakeHandler(pages);
  const cache = pageCache({ handle, services, today: () => "2026-11-24" });
  expect(await cache.read("/blogs/no-such-post")).toBeUndefined();
  expect(await cache.read("/blogs/no-such-post")).toBeUndefined();
  expect(await cache.read("/blogs/moved")).toBeUndefined();
  // Each was rendered again: an unknown address never takes a place in memory.
  expect(rendered).toEqual(["/blogs/no-such-post", "/blogs/no-such-post", "/blogs/moved"]);
});

test("a file such as the sitemap keeps its type and gets an ETag of its bytes", async () => {
  const pages = new Map([
    ["/sitemap.xml", { status: 200, body: "<urlset/>", type: "application/xml; charset=utf-8" }],
  ]);
  const cache = pageCache({ ...fakeHandler(pages), services, today: () => "2026-11-24" });
  const sitemap = await cache.read("/sitemap.xml");
  expect(sitemap).toMatchObject({
    parts: ["<urlset/>"],
    html: false,
    contentType: "application/xml; charset=utf-8",
  });
  expect(sitemap!.etag).toMatch(/^"[\w-]+"$/);
});

test("a render that fails is logged and tried again at the next request", async () => {
  let fail = true;
  const handle = (async () => {
    if (fail) throw new Error("database unreachable");
    return new Response(doc("ok()"), { headers: { "Content-Type": "text/html" } });
  }) as unknown as RequestHandler;
  const cache = pageCache({ handle, services, today: () => "2026-11-24" });
  expect(await cache.read("/about")).toBeUndefined();
  fail = false;
  expect((await cache.read("/about"))!.parts).toEqual([doc("ok()")]);
});

test("a form page is kept in parts, to be filled in with a token per response, without an ETag", async () => {
  const fields = renderToStaticMarkup(createElement(SpamTrapFields, { idPrefix: "c", token: "" }));
  const html = doc("contact", `<form>${fields}</form><form>${fields}</form>`);
  const pages = new Map([["/contact", { status: 200, body: html }]]);
  const cache = pageCache({ ...fakeHandler(pages), services, today: () => "2026-11-24" });
  const page = (await cache.read("/contact"))!;
  expect(page.parts).toHaveLength(3);
  expect(page.etag).toBeUndefined();
  expect(page.encoded).toBeUndefined();
  const served = withFormToken(page, "lq2x.abc_DEF-1");
  expect(served.match(/name="form_token" value="lq2x.abc_DEF-1"/g)).toHaveLength(2);
  expect(served).not.toContain('name="form_token" value=""');
  expect(() => withFormToken(page, '"><script>')).toThrow();
});
