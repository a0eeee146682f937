import { z } from "zod";
import { fieldErrors } from "#app/forms/field-rules.ts";
import { SLUG_MAX, SLUG_PATTERN } from "#app/publishing/slug.ts";
import type { PostStatus } from "#db/schema.ts";

export const POST_LIMITS = {
  title: 140,
  excerpt: 300,
  body: 100_000,
  coverAlt: 250,
  seoTitle: 70,
  seoDescription: 160,
  client: 120,
} as const;

const codePoints = (value: string) => [...value].length;
// NUL cannot be stored in PostgreSQL text and a lone surrogate cannot be encoded as UTF-8.
const storable = (value: string) => value.isWellFormed() && !value.includes("\u0000");

/** Text of at most `max` characters (empty allowed: whether it may be empty depends on the status). */
function text(label: string, max: number, { oneLine = false } = {}) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`),
    })
    .trim()
    .refine(storable, `${label} contains characters that cannot be stored.`)
    .refine((value) => codePoints(value) <= max, `${label} must be at most ${max} characters.`)
    .refine((value) => !oneLine || !/[\r\n]/.test(value), `${label} must be on one line.`);
}

const id = (label: string) =>
  z
    .number({ error: `${label} must be a number or null.` })
    .int()
    .positive(`${label} must be a positive id.`);

/**
 * Every field a post's create or change may carry, each optional here: `postInput` decides which a
 * create needs. Unknown fields are ignored, as the editor sends its whole form.
 */
const postFields = z.object({
  title: text("Title", POST_LIMITS.title, { oneLine: true }).refine((value) => value, "Title is required."),
  slug: z
    .string({ error: "Slug must be text." })
    .trim()
    .max(SLUG_MAX, `Slug must be at most ${SLUG_MAX} characters.`)
    .regex(SLUG_PATTERN, "Slug may use lower-case letters, digits and single hyphens between them."),
  excerpt: text("Excerpt", POST_LIMITS.excerpt),
  body: z
    .string({ error: (issue) => (issue.input === undefined ? "Body is required." : "Body must be text.") })
    .refine(storable, "Body contains characters that cannot be stored.")
    .refine((value) => codePoints(value) <= POST_LIMITS.body, `Body must be at most 100,000 characters.`),
  coverImageId: id("coverImageId").nullable(),
  coverAlt: text("Cover alt text", POST_LIMITS.coverAlt, { oneLine: true }),
  authorId: id("authorId").nullable(),
  seoTitle: text("SEO title", POST_LIMITS.seoTitle, { oneLine: true }),
  seoDescription: text("SEO description", POST_LIMITS.seoDescription, { oneLine: true }),
  kind: z.enum(["post", "case_study"], { error: "kind must be post or case_study." }),
  client: text("Client", POST_LIMITS.client, { oneLine: true }),
  results: z
    .array(
      z.object({
        label: text("A result's label", 80, { oneLine: true }).refine(
          (value) => value,
          "Each result needs a label.",
        ),
        before: z
          .number({ error: "A result's before must be a number." })
          .finite()
          .min(0, "A result's figures cannot be negative."),
        after: z
          .number({ error: "A result's after must be a number." })
          .finite()
          .min(0, "A result's figures cannot be negative."),
        unit: text("A result's unit", 12, { oneLine: true }),
      }),
      { error: "results must be a list of {label, before, after, unit}." },
    )
    .max(6, "A case study shows at most six results."),
  status: z.enum(["draft", "scheduled", "published", "unpublished"], {
    error: "Status must be draft, scheduled, published or unpublished.",
  }),
  publishAt: z.iso.datetime({
    offset: true,
    error: "publishAt must be an ISO time, like 2030-01-26T09:00:00Z.",
  }),
});

export type PostInput = Partial<z.infer<typeof postFields>>;

export type PostInputResult = { ok: true; value: PostInput } | { ok: false; errors: Record<string, string> };

/**
 * Checks a post's create (`creating`: title, body and excerpt required) or change (any field). An
 * empty slug means "make one from the title"; `null` clears the cover or the author.
 */
export function postInput(
  fields: Record<string, unknown>,
  { creating }: { creating: boolean },
): PostInputResult {
  const present = Object.fromEntries(
    Object.entries(fields).filter(([key, value]) => !(key === "slug" && (value === "" || value == null))),
  );
  const schema = creating
    ? postFields.partial().required({ title: true, body: true, excerpt: true })
    : postFields.partial();
  const parsed = schema.safeParse(present);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}

/** A post's state after a change, as far as the status rules need it. */
export type PostAfterChange = {
  status: PostStatus;
  publishAt: string | null;
  excerpt: string;
  body: string;
  coverImageId: number | null;
  coverAlt: string;
  /** Whether the post was ever public (it has a first publish time). */
  everPublished: boolean;
};

/**
 * The rules between fields that hold whatever the change touched: a public or scheduled post has an
 * excerpt and a body, a scheduled one a future time, a cover its alt text, and only a post that was
 * public can be unpublished.
 */
export function checkPostRules(post: PostAfterChange, now: Date): Record<string, string> {
  const errors: Record<string, string> = {};
  if (post.status === "published" || post.status === "scheduled") {
    if (!post.excerpt)
      errors.excerpt = "Write an excerpt before publishing: it shows on /blogs and in search.";
    if (!post.body.trim()) errors.body = "Write the post before publishing it.";
  }
  if (post.status === "scheduled") {
    if (!post.publishAt) errors.publishAt = "Choose the time to publish (publishAt) with status scheduled.";
    else if (Date.parse(post.publishAt) <= now.getTime())
      errors.publishAt = "The publish time must be in the future; publish now instead.";
  }
  if (post.status === "unpublished" && !post.everPublished)
    errors.status = "Only a post that was published can be unpublished; keep it as a draft.";
  if (post.coverImageId !== null && !post.coverAlt)
    errors.coverAlt = "Describe the cover image for people who cannot see it (alt text).";
  return errors;
}
