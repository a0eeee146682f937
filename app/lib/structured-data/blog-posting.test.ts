import { expect, test } from "vitest";
import { blogPostingJsonLd } from "#app/lib/structured-data/blog-posting.ts";

const post = {
  slug: "a-post",
  title: "A post",
  excerpt: "What it says.",
  wordCount: 420,
  publishedAt: "2026-11-24T10:00:00.000Z",
  updatedAt: "2026-11-25T10:00:00.000Z",
};

test("a post's image is its cover, as an absolute URL, or the blog's card without one", () => {
  expect(blogPostingJsonLd(post, "/media/12/1600.webp").image).toBe(
    "http://localhost:3000/media/12/1600.webp",
  );
  expect(blogPostingJsonLd(post).image).toBe("http://localhost:3000/og/blog.png");
  expect(blogPostingJsonLd(post).url).toBe("http://localhost:3000/blogs/a-post");
});
