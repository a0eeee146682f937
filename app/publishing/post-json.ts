import type { Selectable } from "kysely";
import type { PostStatus, PostTable } from "#db/schema.ts";

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
};

/** A post as the admin API answers it. `url` is its public page's path while it is published. */
export type PostJson = PostSnapshot & {
  id: number;
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
  };
}

export function postJson(row: Selectable<PostTable>): PostJson {
  return {
    ...snapshotOf(row),
    id: row.id,
    url: row.status === "published" ? `/blogs/${row.slug}` : null,
    status: row.status,
    publishAt: row.publish_at,
    publishedAt: row.published_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
