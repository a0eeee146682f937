import { expect, test } from "vitest";
import { parseFrontMatter } from "#app/lib/front-matter.ts";

test("splits the fields from the body", () => {
  const doc = parseFrontMatter("---\ntitle: Hello\ndate: 2025-03-01\n---\n# Body\n\nText.\n");
  expect(doc.data).toEqual({ title: "Hello", date: "2025-03-01" });
  expect(doc.body).toBe("# Body\n\nText.\n");
});

test("keeps colons inside a value and strips matching quotes", () => {
  const doc = parseFrontMatter(
    `---\ntitle: "Reels: a guide"\nexcerpt: 'It''s fast'\nnote: a: b\nsay: "a \\"quoted\\" word"\n---\nx`,
  );
  expect(doc.data).toEqual({
    title: "Reels: a guide",
    excerpt: "It's fast",
    note: "a: b",
    say: 'a "quoted" word',
  });
});

test("accepts Windows line endings and a byte order mark", () => {
  const doc = parseFrontMatter("\uFEFF---\r\nslug: speed\r\n---\r\nBody");
  expect(doc.data).toEqual({ slug: "speed" });
  expect(doc.body).toBe("Body");
});

test("skips blank lines and comments", () => {
  const doc = parseFrontMatter("---\n# a comment\n\ntitle: T\n---\n");
  expect(doc.data).toEqual({ title: "T" });
  expect(doc.body).toBe("");
});

test("a text without front matter is all body", () => {
  const text = "# Just Markdown\n\n---\n\nwith a rule";
  expect(parseFrontMatter(text)).toEqual({ data: {}, body: text });
});

test("a line that is not key: value is an error naming the line", () => {
  expect(() => parseFrontMatter("---\ntitle: T\njust words\n---\n")).toThrow(/line 2/);
});

test("a repeated key is an error", () => {
  expect(() => parseFrontMatter("---\ntitle: A\ntitle: B\n---\n")).toThrow(/"title" appears twice/);
});

test("an unclosed fence is treated as body, not as fields", () => {
  const text = "---\ntitle: T\nno closing fence";
  expect(parseFrontMatter(text)).toEqual({ data: {}, body: text });
});
