import type { Selectable } from "kysely";
import type { PostStatus, PostTable } from "#db/schema.ts";

/** A post as the admin API answers it. `url` is its public page's path while it is published. */
export type PostJson = {
  id: number;
  slug: string;
  url: string | null;
  title: string;
  excerpt: string;
  body: string;
  coverImageId: number | null;
  coverAlt: string;
  authorId: number | null;
  seoTitle: string;
  seoDescription: string;
  status: PostStatus;
  publishAt: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export function postJson(row: Selectable<PostTable>): PostJson {
  return {
    id: row.id,
    slug: row.slug,
    url: row.status === "published" ? `/blogs/${row.slug}` : null,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    coverImageId: row.cover_image_id,
    coverAlt: row.cover_alt,
    authorId: row.author_id,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    status: row.status,
    publishAt: row.publish_at,
    publishedAt: row.published_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
