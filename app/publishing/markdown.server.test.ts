import { expect, test } from "vitest";
import { countWords, renderMarkdown } from "#app/publishing/markdown.server.ts";

test("Markdown becomes the article's HTML: headings, lists, links, tables and code", () => {
  const html = renderMarkdown(
    "## Plan\n\n- one\n- two\n\n[Talk to us](/contact) or [read](https://example.in/a).\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n`code`",
  );
  expect(html).toContain("<h2>Plan</h2>");
  expect(html).toContain("<li>one</li>");
  expect(html).toContain('<a href="/contact">Talk to us</a>');
  expect(html).toContain('<a href="https://example.in/a">read</a>');
  expect(html).toContain("<td>1</td>");
  expect(html).toContain("<code>code</code>");
});

test("a level-1 heading in the body becomes level 2: the page's title is the only h1", () => {
  expect(renderMarkdown("# Big")).toBe("<h2>Big</h2>\n");
});

test("a <script> in any text is removed and never runs", () => {
  const html = renderMarkdown("Hello <script>alert(1)</script> there\n\n<script src=/x.js></script>");
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toContain("alert(1)");
});

test("event handler attributes are removed", () => {
  for (const source of [
    '<img src="/media/1/480.webp" onerror="alert(1)">',
    '<p onclick="alert(1)">x</p>',
    '<a href="/x" onmouseover="alert(1)">x</a>',
  ]) {
    const html = renderMarkdown(source);
    expect(html, source).not.toMatch(/on\w+=/i);
    expect(html, source).not.toContain("alert(1)");
  }
});

test("javascript: and data: links lose their address, in Markdown and in HTML, whatever their case", () => {
  for (const source of [
    "[x](javascript:alert(1))",
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href="  javascript:alert(1)">x</a>',
    "[x](data:text/html;base64,PHNjcmlwdD4=)",
  ]) {
    const html = renderMarkdown(source);
    expect(html, source).not.toMatch(/javascript:|data:/i);
  }
});

test("iframes, styles, forms and other markup that is not article text are removed", () => {
  const html = renderMarkdown(
    '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><form action="/x"><input name="a"></form><p style="color:red">kept text</p>',
  );
  expect(html).not.toMatch(/<iframe|<style|<form|<input|style=/i);
  expect(html).toContain("kept text");
});

test("images may show only the site's own uploads, lazily", () => {
  expect(renderMarkdown("![A chart](/media/3/960.webp)")).toBe(
    '<p><img src="/media/3/960.webp" alt="A chart" loading="lazy" decoding="async" /></p>\n',
  );
  expect(renderMarkdown("![tracker](https://tracker.example/pixel.gif)")).not.toContain("<img");
});

test("words are counted for the reading time", () => {
  expect(countWords("Two words\n\n- and *three* more — here")).toBe(6);
});
