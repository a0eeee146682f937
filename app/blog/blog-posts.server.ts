import { Marked } from "marked";
import { parseFrontMatter } from "#app/lib/front-matter.ts";

/** What the blog list, the feed and the sitemap need to know about a post. */
export type BlogPostSummary = {
  slug: string;
  title: string;
  /** ISO calendar date of publication, YYYY-MM-DD. */
  date: string;
  excerpt: string;
};

/** A post ready to show: its summary plus the article as HTML. */
export type BlogPost = BlogPostSummary & { html: string; wordCount: number };

type SourcePost = BlogPostSummary & { markdown: string };

// Bundled into the server build at build time; this module is server-only, so neither the
// Markdown nor the `marked` library ever reaches the browser.
const sourceFiles = import.meta.glob<string>("../content/blog/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

const requiredFields = ["title", "date", "excerpt", "slug"] as const;

/** Reads one Markdown file; throws (failing the build) when a field is missing or wrong. */
export function parseBlogSource(fileName: string, text: string): SourcePost {
  const { data, body } = parseFrontMatter(text);
  for (const field of requiredFields) {
    if (!data[field]?.trim()) throw new Error(`${fileName}: front matter needs "${field}"`);
  }
  const post = { slug: data.slug!, title: data.title!, date: data.date!, excerpt: data.excerpt! };
  const expectedFile = `${post.slug}.md`;
  if (!fileName.endsWith(`/${expectedFile}`) && fileName !== expectedFile) {
    throw new Error(`${fileName}: slug "${post.slug}" must match the file name`);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(post.date) || Number.isNaN(Date.parse(post.date))) {
    throw new Error(`${fileName}: date must be YYYY-MM-DD, got "${post.date}"`);
  }
  return { ...post, markdown: body };
}

/** Parses a set of Markdown sources into posts, newest first. */
export function loadBlogSources(files: Record<string, string>): SourcePost[] {
  return Object.entries(files)
    .map(([fileName, text]) => parseBlogSource(fileName, text))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

const posts = loadBlogSources(sourceFiles);
const markdown = new Marked({ gfm: true });

/** Every post's summary, newest first. */
export function listBlogPosts(): BlogPostSummary[] {
  return posts.map(({ slug, title, date, excerpt }) => ({ slug, title, date, excerpt }));
}

/** The post with this slug rendered to HTML, or undefined. */
export function findBlogPost(slug: string): BlogPost | undefined {
  const post = posts.find((candidate) => candidate.slug === slug);
  if (!post) return undefined;
  const { markdown: source, ...summary } = post;
  // The Markdown is our own, reviewed in the repository, so its HTML is trusted as written.
  const html = markdown.parse(source, { async: false });
  return { ...summary, html, wordCount: countWords(source) };
}

function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
