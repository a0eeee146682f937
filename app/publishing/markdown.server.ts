import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

const markdown = new Marked({ gfm: true });

// What an article may contain once rendered: text structure, links, images, tables and code. Anything
// else a writer types (a <script>, an <iframe>, an onerror= attribute, a style) is removed by the
// sanitizer; a link may only point at the web, an e-mail address, a phone or our own pages, and an image
// only at an upload of ours.
const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "blockquote",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "del",
    "code",
    "pre",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "sup",
    "sub",
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
    th: ["align"],
    td: ["align"],
  },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowProtocolRelative: false,
  // Images come from the site's own uploads: the CSP would block any other address anyway.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src?.startsWith("/media/"),
  // A heading level 1 belongs to the page's title: a writer's `# Heading` becomes a level 2.
  transformTags: {
    h1: "h2",
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", decoding: "async" } }),
  },
  disallowedTagsMode: "discard",
};

/**
 * Markdown as safe HTML: the one renderer behind the public pages and the editor's preview, so the
 * preview shows exactly what visitors will see. Raw HTML in the Markdown is sanitized, never trusted,
 * since team members (not only developers) now write it.
 */
export function renderMarkdown(source: string): string {
  const html = markdown.parse(source, { async: false });
  return sanitizeHtml(html, allowed);
}

/** Words in a Markdown text, for the reading time and the BlogPosting's wordCount. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
