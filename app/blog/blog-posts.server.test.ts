import { expect, test } from "vitest";
import { blogPostPaths } from "#app/content/public-paths.ts";
import {
  findBlogPost,
  listBlogPosts,
  loadBlogSources,
  parseBlogSource,
} from "#app/blog/blog-posts.server.ts";

const source = (fields: string, body = "Hello.") => `---\n${fields}\n---\n${body}`;

test("the blog has four posts, newest first", () => {
  const posts = listBlogPosts();
  expect(posts).toHaveLength(4);
  const dates = posts.map((post) => post.date);
  expect(dates).toEqual([...dates].sort().reverse());
  expect(new Set(dates).size).toBe(4);
});

test("every post has a page path that the build prerenders", () => {
  const paths = listBlogPosts().map((post) => `/blogs/${post.slug}`);
  expect([...blogPostPaths].sort()).toEqual([...paths].sort());
});

test("every post is a full article of 600 to 900 words whose sections sit under the page's h1", () => {
  for (const { slug } of listBlogPosts()) {
    const post = findBlogPost(slug)!;
    expect(post.wordCount, slug).toBeGreaterThanOrEqual(600);
    expect(post.wordCount, slug).toBeLessThanOrEqual(900);
    expect(post.html, slug).toContain("<h2");
    expect(post.html, slug).not.toContain("<h1");
    expect(post.excerpt.length, slug).toBeGreaterThan(60);
  }
});

test("an unknown slug finds nothing", () => {
  expect(findBlogPost("no-such-post")).toBeUndefined();
});

test("a post renders its Markdown to HTML", () => {
  const [first] = listBlogPosts();
  const post = findBlogPost(first!.slug)!;
  expect(post.html).toMatch(/<p>.+<\/p>/);
  expect(post.html).not.toMatch(/^---/);
});

test("sources are sorted by date, newest first, whatever the file order", () => {
  const posts = loadBlogSources({
    "../content/blog/old.md": source("title: Old\ndate: 2024-01-02\nexcerpt: e\nslug: old"),
    "../content/blog/new.md": source("title: New\ndate: 2025-05-01\nexcerpt: e\nslug: new"),
    "../content/blog/mid.md": source("title: Mid\ndate: 2024-09-30\nexcerpt: e\nslug: mid"),
  });
  expect(posts.map((post) => post.slug)).toEqual(["new", "mid", "old"]);
});

test("a missing front matter field fails with the file and the field", () => {
  expect(() => parseBlogSource("a.md", source("title: A\ndate: 2025-01-01\nslug: a"))).toThrow(
    'a.md: front matter needs "excerpt"',
  );
});

test("a slug that differs from the file name fails", () => {
  expect(() =>
    parseBlogSource("../content/blog/a.md", source("title: A\ndate: 2025-01-01\nexcerpt: e\nslug: b")),
  ).toThrow(/must match the file name/);
});

test("a date that is not YYYY-MM-DD fails", () => {
  expect(() => parseBlogSource("a.md", source("title: A\ndate: 3 March 2025\nexcerpt: e\nslug: a"))).toThrow(
    /date must be YYYY-MM-DD/,
  );
});
