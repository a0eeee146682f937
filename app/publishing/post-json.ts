import type { Selectable } from "kysely";
import { type CaseStudyResult, parseResults } from "#app/content/case-study-result.ts";
import type { PostKind, PostStatus, PostTable } from "#db/schema.ts";

/** A post's editable fields: what the editor's form holds, what the API takes, what a revision keeps. */
export type PostSnapshot = {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  coverImageId: number | null;
  coverAlt: string;
  authorId: number | null;
  seoTitle: string;
  seoDescription: string;
  /** A case study's client and results (empty for a blog post). */
  client: string;
  results: CaseStudyResult[];
};

/** A post as the admin API answers it. `url` is its public page's path while it is published. */
export type PostJson = PostSnapshot & {
  id: number;
  /** post (on /blogs) or case_study (on /work); chosen when it is created. */
  kind: PostKind;
  url: string | null;
  status: PostStatus;
  publishAt: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** The editable fields of a post's row. */
export function snapshotOf(row: Selectable<PostTable>): PostSnapshot {
  return {
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    body: row.body,
    coverImageId: row.cover_image_id,
    coverAlt: row.cover_alt,
    authorId: row.author_id,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    client: row.client,
    results: parseResults(row.results),
  };
}

export function postJson(row: Selectable<PostTable>): PostJson {
  return {
    ...snapshotOf(row),
    id: row.id,
    kind: row.kind,
    url: row.status === "published" ? `${row.kind === "case_study" ? "/work" : "/blogs"}/${row.slug}` : null,
    status: row.status,
    publishAt: row.publish_at,
    publishedAt: row.published_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
