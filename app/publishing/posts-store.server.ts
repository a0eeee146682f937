import type { Kysely, Selectable } from "kysely";
import { SLUG_MAX, slugFromTitle } from "#app/publishing/slug.ts";
import { type PostSnapshot, snapshotOf } from "#app/publishing/post-json.ts";
import type { Database, PostKind, PostStatus, PostTable } from "#db/schema.ts";

export type PostRow = Selectable<PostTable>;

/** A post as the editor's list shows it. */
export type PostListItem = {
  id: number;
  kind: PostKind;
  slug: string;
  title: string;
  status: PostStatus;
  publishAt: string | null;
  publishedAt: string | null;
  updatedAt: string;
  authorName: string | null;
};

/** The posts, last changed first, with `status` only and titles containing `q` (any case) if given. */
export async function listPostSummaries(
  db: Kysely<Database>,
  { q = "", status = "" }: { q?: string; status?: PostStatus | "" },
): Promise<PostListItem[]> {
  let query = db
    .selectFrom("posts")
    .leftJoin("users", "users.id", "posts.author_id")
    .select([
      "posts.id",
      "posts.kind",
      "posts.slug",
      "posts.title",
      "posts.status",
      "posts.publish_at",
      "posts.published_at",
      "posts.updated_at",
      "users.name as author_name",
    ])
    .orderBy("posts.updated_at", "desc")
    .orderBy("posts.id", "desc");
  if (status) query = query.where("posts.status", "=", status);
  // Searched here rather than in SQL: an agency's posts are hundreds, and this folds case alike on
  // both databases (SQLite's LIKE folds only ASCII).
  const needle = q.toLocaleLowerCase("en-IN");
  const rows = await query.execute();
  return rows
    .filter((row) => !needle || row.title.toLocaleLowerCase("en-IN").includes(needle))
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      slug: row.slug,
      title: row.title,
      status: row.status,
      publishAt: row.publish_at,
      publishedAt: row.published_at,
      updatedAt: row.updated_at,
      authorName: row.author_name,
    }));
}

/** The post with this id, or undefined. */
export function findPost(db: Kysely<Database>, id: number): Promise<PostRow | undefined> {
  return db.selectFrom("posts").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The id of the post whose current address this is, or undefined. */
export async function postWithSlug(db: Kysely<Database>, slug: string): Promise<number | undefined> {
  const row = await db.selectFrom("posts").select("id").where("slug", "=", slug).executeTakeFirst();
  return row?.id;
}

/**
 * A free address made from the title: the title's own slug, else with -2, -3... added. An address
 * another post once had is avoided too, so its old links keep leading to that post.
 */
export async function freeSlugFromTitle(
  db: Kysely<Database>,
  title: string,
  postId?: number,
): Promise<string> {
  const base = slugFromTitle(title) || "post";
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? "" : `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, "")}${suffix}`;
    const [post, redirect] = await Promise.all([
      db.selectFrom("posts").select("id").where("slug", "=", candidate).executeTakeFirst(),
      db.selectFrom("post_slug_redirects").select("post_id").where("slug", "=", candidate).executeTakeFirst(),
    ]);
    const free = (!post || post.id === postId) && (!redirect || redirect.post_id === postId);
    if (free) return candidate;
  }
}

/**
 * A post's address changes: when the post was ever public its old address answers 301 to the new
 * one (kept as a redirect), and a redirect that was the new address (this post's or another's) goes,
 * as the address now names this post itself.
 */
export async function moveSlug(
  trx: Kysely<Database>,
  {
    postId,
    from,
    to,
    keepOld,
    now,
  }: { postId: number; from: string; to: string; keepOld: boolean; now: Date },
): Promise<void> {
  await trx.deleteFrom("post_slug_redirects").where("slug", "=", to).execute();
  if (!keepOld) return;
  await trx
    .insertInto("post_slug_redirects")
    .values({ slug: from, post_id: postId, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column("slug").doUpdateSet({ post_id: postId }))
    .execute();
}

/** Keeps this save of the post as a revision, by the person who saved it. */
export async function recordRevision(
  trx: Kysely<Database>,
  row: PostRow,
  { by, now }: { by: number; now: Date },
): Promise<void> {
  await trx
    .insertInto("post_revisions")
    .values({
      post_id: row.id,
      snapshot: JSON.stringify(snapshotOf(row)),
      author_id: by,
      created_at: now.toISOString(),
    })
    .execute();
}

/** A revision's snapshot, or undefined when the post has no such revision or it cannot be read. */
export async function findRevision(
  db: Kysely<Database>,
  postId: number,
  revisionId: number,
): Promise<PostSnapshot | undefined> {
  const row = await db
    .selectFrom("post_revisions")
    .select("snapshot")
    .where("post_id", "=", postId)
    .where("id", "=", revisionId)
    .executeTakeFirst();
  if (!row) return undefined;
  try {
    return JSON.parse(row.snapshot) as PostSnapshot;
  } catch {
    return undefined;
  }
}

/** One save of a post, as the revision list shows it. */
export type RevisionSummary = {
  id: number;
  createdAt: string;
  authorId: number | null;
  authorName: string | null;
  title: string;
};

/** The post's revisions, newest first, at most `limit`. */
export async function listRevisions(
  db: Kysely<Database>,
  postId: number,
  limit = 1000,
): Promise<RevisionSummary[]> {
  const rows = await db
    .selectFrom("post_revisions")
    .leftJoin("users", "users.id", "post_revisions.author_id")
    .select([
      "post_revisions.id",
      "post_revisions.created_at",
      "post_revisions.author_id",
      "post_revisions.snapshot",
      "users.name",
    ])
    .where("post_revisions.post_id", "=", postId)
    .orderBy("post_revisions.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    authorId: row.author_id,
    authorName: row.name,
    title: titleOf(row.snapshot),
  }));
}

/** A revision's title; a snapshot that cannot be read has none (and its restore answers 404). */
function titleOf(snapshot: string): string {
  try {
    const parsed: unknown = JSON.parse(snapshot);
    return typeof parsed === "object" && parsed && "title" in parsed ? String(parsed.title) : "";
  } catch {
    return "";
  }
}

/** Whether this id names an active team member (one who may be a post's author). */
export async function isActiveMember(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("id")
    .where("id", "=", userId)
    .where("disabled_at", "is", null)
    .executeTakeFirst();
  return row !== undefined;
}
