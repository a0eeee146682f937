import type { Kysely } from "kysely";
import type { Database, PostKind } from "#db/schema.ts";
import { type CaseStudyResult, parseResults } from "#app/content/case-study-result.ts";
import { dayOf } from "#app/lib/office-clock.ts";
import { type SalaryRange, salaryText } from "#app/lib/salary-range.ts";
import { countWords, renderMarkdown } from "#app/publishing/markdown.server.ts";

/** What the blog list, the home page, the feed and the sitemap show of a published post. */
export type PostSummary = {
  /** The post's row id: unlike its slug, it never changes (the feed's guid). */
  id: number;
  slug: string;
  title: string;
  /** The publication day on the agency's clock (India), YYYY-MM-DD, as the pages print it. */
  date: string;
  excerpt: string;
  publishedAt: string;
  updatedAt: string;
  /** The uploaded cover, if the post has one. */
  cover: PostCover | null;
  /** A case study's client and measured results (empty for a blog post). */
  client: string;
  results: CaseStudyResult[];
};

/** A post's cover: the uploaded image, its upright size (for `srcset` and layout) and the post's alt text. */
export type PostCover = { id: number; alt: string; width: number; height: number };

/** A published post ready to show: its summary, its article as safe HTML and its SEO fields. */
export type PublicPost = PostSummary & {
  html: string;
  wordCount: number;
  seoTitle: string;
  seoDescription: string;
  authorName: string | null;
};

/** An open job as /career, its JSON-LD and the apply form show it. */
export type PublicJob = {
  id: number;
  title: string;
  type: string;
  location: string;
  /** The pay in words ("₹25,000–₹35,000 a month (plus incentives)"), "" when none is published. */
  salary: string;
  /** The pay in figures, for the JobPosting's baseSalary. */
  salaryRange: SalaryRange;
  /** The description, Markdown rendered to safe HTML. */
  html: string;
  /** Its first paragraph rendered, for the card, and the rest (responsibilities, requirements...), "" if none. */
  leadHtml: string;
  detailsHtml: string;
  /** The description's plain words, for a card's summary line. */
  description: string;
  postedAt: string;
  updatedAt: string;
};

/** What an application form needs of its job: the heading facts, small enough to travel as an island's props. */
export type JobHeading = Pick<PublicJob, "id" | "title" | "type" | "location">;

/** A question of the FAQs, its answer rendered from Markdown. */
export type PublicFaq = { question: string; answer: string; answerHtml: string; group: string };

const summaryColumns = [
  "id",
  "slug",
  "title",
  "excerpt",
  "published_at",
  "updated_at",
  "cover_image_id",
  "cover_alt",
  "client",
  "results",
] as const;

// A cover's size comes from its image row; a post whose image is missing shows no cover.
const coverSizeColumns = ["images.width as cover_width", "images.height as cover_height"] as const;

type SummaryRow = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  published_at: string | null;
  updated_at: string;
  cover_image_id: number | null;
  cover_alt: string;
  client: string;
  results: string;
  /** Absent when the query did not join the image (the editor's preview): then no cover shows. */
  cover_width?: number | null;
  cover_height?: number | null;
};

function toCover(row: SummaryRow): PostCover | null {
  if (row.cover_image_id === null || row.cover_width == null || row.cover_height == null) return null;
  return { id: row.cover_image_id, alt: row.cover_alt, width: row.cover_width, height: row.cover_height };
}

function toSummary(row: SummaryRow): PostSummary {
  const publishedAt = row.published_at ?? row.updated_at;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    date: dayOf(new Date(publishedAt)),
    excerpt: row.excerpt,
    publishedAt,
    updatedAt: row.updated_at,
    cover: toCover(row),
    client: row.client,
    results: parseResults(row.results),
  };
}

/**
 * Every published post, newest first (`limit` for the home page's latest); `kind` "case_study" for
 * the case studies of /work instead of the blog's posts.
 */
export async function listPublishedPosts(
  db: Kysely<Database>,
  limit?: number,
  kind: PostKind = "post",
): Promise<PostSummary[]> {
  let query = db
    .selectFrom("posts")
    .leftJoin("images", "images.id", "posts.cover_image_id")
    .select([...summaryColumns.map((column) => `posts.${column}` as const), ...coverSizeColumns])
    .where("posts.status", "=", "published")
    .where("posts.kind", "=", kind)
    .orderBy("posts.published_at", "desc")
    .orderBy("posts.id", "desc");
  if (limit !== undefined) query = query.limit(limit);
  return (await query.execute()).map(toSummary);
}

/** What a visitor asking for `/blogs/{slug}` gets. */
export type PostLookup =
  | { kind: "post"; post: PublicPost }
  | { kind: "moved"; slug: string }
  | { kind: "gone" }
  | { kind: "missing" };

/**
 * The post a visitor asked for: published, moved to a new slug (301), taken down (410), or missing
 * (404: never published, or a draft or scheduled post nobody may see yet).
 */
export async function findPublicPost(
  db: Kysely<Database>,
  slug: string,
  kind: PostKind = "post",
): Promise<PostLookup> {
  const row = await db
    .selectFrom("posts")
    .leftJoin("users", "users.id", "posts.author_id")
    .leftJoin("images", "images.id", "posts.cover_image_id")
    .select([
      ...summaryColumns.map((column) => `posts.${column}` as const),
      ...coverSizeColumns,
      "posts.body",
      "posts.status",
      "posts.seo_title",
      "posts.seo_description",
      "users.name as author_name",
    ])
    .where("posts.slug", "=", slug)
    .where("posts.kind", "=", kind)
    .executeTakeFirst();
  if (row?.status === "published") return { kind: "post", post: toPublicPost(row) };
  if (row?.status === "unpublished") return { kind: "gone" };
  if (row) return { kind: "missing" };
  const moved = await db
    .selectFrom("post_slug_redirects")
    .innerJoin("posts", "posts.id", "post_slug_redirects.post_id")
    .select(["posts.slug", "posts.status"])
    .where("post_slug_redirects.slug", "=", slug)
    .where("posts.kind", "=", kind)
    .executeTakeFirst();
  if (moved?.status === "published") return { kind: "moved", slug: moved.slug };
  if (moved?.status === "unpublished") return { kind: "gone" };
  return { kind: "missing" };
}

/** A post as its page shows it, whatever its status (the editor's preview uses it for drafts). */
export function toPublicPost(
  row: SummaryRow & { body: string; seo_title: string; seo_description: string; author_name: string | null },
): PublicPost {
  return {
    ...toSummary(row),
    html: renderMarkdown(row.body),
    wordCount: countWords(row.body),
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    authorName: row.author_name,
  };
}

/** The open jobs, in the agency's order. */
export async function listOpenJobs(db: Kysely<Database>): Promise<PublicJob[]> {
  const rows = await db
    .selectFrom("jobs")
    .selectAll()
    .where("open", "=", 1)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((row) => {
    // The lead is the first paragraph: everything before the first blank line.
    const [lead = "", ...rest] = row.description.trim().split(/\n\s*\n/);
    const details = rest.join("\n\n");
    const salaryRange = { min: row.salary_min, max: row.salary_max, period: row.salary_period };
    return {
      id: row.id,
      title: row.title,
      type: row.type,
      location: row.location,
      salary: salaryText(salaryRange, row.salary),
      salaryRange,
      html: renderMarkdown(row.description),
      leadHtml: renderMarkdown(lead),
      detailsHtml: details ? renderMarkdown(details) : "",
      description: row.description,
      postedAt: row.posted_at,
      updatedAt: row.updated_at,
    };
  });
}

/** The open job with this id (as the apply form and POST /api/apply name it), or undefined. */
export async function findOpenJob(db: Kysely<Database>, id: string): Promise<PublicJob | undefined> {
  if (!/^[1-9][0-9]{0,9}$/.test(id)) return undefined;
  const jobs = await listOpenJobs(db);
  return jobs.find((job) => job.id === Number(id));
}

/** The FAQs in the agency's order; `homeOnly` for the home page's block. */
export async function listFaqs(db: Kysely<Database>, { homeOnly = false } = {}): Promise<PublicFaq[]> {
  let query = db.selectFrom("faqs").select(["question", "answer", "group"]);
  if (homeOnly) query = query.where("home", "=", 1);
  const rows = await query.orderBy("position").orderBy("id").execute();
  return rows.map((row) => ({
    question: row.question,
    answer: row.answer,
    answerHtml: renderMarkdown(row.answer),
    group: row.group,
  }));
}
