import type { Kysely } from "kysely";
import { type AdminRequest, auditAction } from "#app/auth/require-admin.server.ts";
import type { AuditAction } from "#app/audit/audit-log.server.ts";
import type { BodyFields } from "#app/http/request-body.server.ts";
import { bumpContentVersion } from "#app/publishing/content-version.server.ts";
import { type PostInput, checkPostRules, postInput } from "#app/publishing/post-input.ts";
import { type PostJson, postJson } from "#app/publishing/post-json.ts";
import {
  type PostRow,
  findPost,
  findRevision,
  freeSlugFromTitle,
  isActiveMember,
  moveSlug,
  postWithSlug,
  recordRevision,
} from "#app/publishing/posts-store.server.ts";
import { type WorkOutcome, invalid } from "#app/publishing/work-outcome.ts";
import { imageExists } from "#app/images/images-store.server.ts";
import { parseResults } from "#app/content/case-study-result.ts";
import type { Database, PostStatus } from "#db/schema.ts";

/**
 * A post written, changed, restored or deleted the one way for the JSON API the editor calls: the
 * same checks, the same revision on every save, the same redirects for a moved address, the content
 * version moved in the same transaction whenever a public page changes, and an audit row.
 */

const NOT_FOUND = { ok: false, status: 404, message: "There is no post with this id." } as const;
const SLUG_TAKEN = "Another post has this address; choose another slug.";

function slugTaken(): WorkOutcome<never> {
  return { ok: false, status: 409, message: SLUG_TAKEN, errors: { slug: SLUG_TAKEN } };
}

// Both dialects' codes for a unique index refusing a row (two posts given one address at once).
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}

/** `{title, body, excerpt, slug?, status?, publishAt?, ...}`: a new post, by default a draft by its writer. */
export function createPost(admin: AdminRequest, fields: BodyFields): Promise<WorkOutcome<PostJson>> {
  const input = postInput(fields, { creating: true });
  if (!input.ok) return Promise.resolve(invalid(input.errors));
  return savePost(admin, undefined, input.value, "post.create");
}

/** Any of a post's fields, or `{status}` alone to publish, schedule, unpublish or make it a draft. */
export async function changePost(
  admin: AdminRequest,
  id: number | undefined,
  fields: BodyFields,
): Promise<WorkOutcome<PostJson>> {
  const before = id === undefined ? undefined : await findPost(admin.database.db, id);
  if (!before) return NOT_FOUND;
  const input = postInput(fields, { creating: false });
  if (!input.ok) return invalid(input.errors);
  return savePost(admin, before, input.value, "post.update");
}

/** Makes an earlier revision's fields the post's own again, as a new save; its status stays. */
export async function restorePostRevision(
  admin: AdminRequest,
  id: number | undefined,
  revisionId: number | undefined,
): Promise<WorkOutcome<PostJson>> {
  const before = id === undefined ? undefined : await findPost(admin.database.db, id);
  if (!before) return NOT_FOUND;
  const snapshot =
    revisionId === undefined ? undefined : await findRevision(admin.database.db, id!, revisionId);
  if (!snapshot) return { ok: false, status: 404, message: "This post has no revision with this id." };
  // An author who has since left the team cannot be named again: the current one stays.
  const authorActive =
    snapshot.authorId !== null && (await isActiveMember(admin.database.db, snapshot.authorId));
  const input: PostInput = { ...snapshot, authorId: authorActive ? snapshot.authorId : before.author_id };
  return savePost(admin, before, input, "post.restore");
}

/** Deletes a post with its revisions and old addresses. */
export async function deletePost(admin: AdminRequest, id: number | undefined): Promise<WorkOutcome<null>> {
  const before = id === undefined ? undefined : await findPost(admin.database.db, id);
  if (!before) return NOT_FOUND;
  await admin.database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom("post_slug_redirects").where("post_id", "=", before.id).execute();
    await trx.deleteFrom("post_revisions").where("post_id", "=", before.id).execute();
    await trx.deleteFrom("posts").where("id", "=", before.id).execute();
    if (before.status === "published") await bumpContentVersion(trx);
  });
  await auditAction(admin, "post.delete", { kind: "post", id: before.id, label: before.title });
  return { ok: true, value: null };
}

/** The audit actions a save comes to: what kind of save, and a change of status if there was one. */
function actionsOf(save: AuditAction, from: PostStatus | undefined, to: PostStatus): AuditAction[] {
  if (from === to) return [save];
  const change: Partial<Record<PostStatus, AuditAction>> = {
    published: "post.publish",
    scheduled: "post.schedule",
    ...(from === "published" ? { unpublished: "post.unpublish", draft: "post.unpublish" } : {}),
  };
  return change[to] ? [save, change[to]] : [save];
}

async function savePost(
  admin: AdminRequest,
  before: PostRow | undefined,
  input: PostInput,
  action: AuditAction,
): Promise<WorkOutcome<PostJson>> {
  const { db } = admin.database;
  const now = new Date();
  const errors: Record<string, string> = {};
  if (input.authorId != null && !(await isActiveMember(db, input.authorId)))
    errors.authorId = "The author must be an active member of the team.";
  if (input.coverImageId != null && !(await imageExists(db, input.coverImageId)))
    errors.coverImageId = "There is no uploaded image with this id.";

  const status = input.status ?? before?.status ?? "draft";
  // A post and a case study live at different addresses: what a thing is, is chosen once.
  if (before && input.kind !== undefined && input.kind !== before.kind)
    errors.kind = "A post cannot become a case study or the other way round; write a new one.";
  const kind = before?.kind ?? input.kind ?? "post";
  let publishAt: string | null = null;
  if (input.publishAt !== undefined) {
    if (status === "scheduled") publishAt = new Date(input.publishAt).toISOString();
    else errors.publishAt = "Send publishAt only with status scheduled.";
  } else if (status === "scheduled" && before?.status === "scheduled") {
    publishAt = before.publish_at;
  }
  const merged = {
    title: input.title ?? before?.title ?? "",
    excerpt: input.excerpt ?? before?.excerpt ?? "",
    body: input.body ?? before?.body ?? "",
    coverImageId: input.coverImageId !== undefined ? input.coverImageId : (before?.cover_image_id ?? null),
    coverAlt: input.coverAlt ?? before?.cover_alt ?? "",
    authorId: input.authorId !== undefined ? input.authorId : (before?.author_id ?? admin.user.id),
    seoTitle: input.seoTitle ?? before?.seo_title ?? "",
    seoDescription: input.seoDescription ?? before?.seo_description ?? "",
    client: input.client ?? before?.client ?? "",
    results: input.results ?? (before ? parseResults(before.results) : []),
  };
  const ruleErrors = checkPostRules(
    { ...merged, status, publishAt, everPublished: Boolean(before?.published_at) },
    now,
  );
  Object.assign(errors, { ...ruleErrors, ...errors });
  if (Object.keys(errors).length) return invalid(errors);

  let slug = input.slug ?? before?.slug;
  if (slug !== undefined) {
    const owner = await postWithSlug(db, slug);
    if (owner !== undefined && owner !== before?.id) return slugTaken();
  } else {
    slug = await freeSlugFromTitle(db, merged.title);
  }
  const values = {
    slug,
    title: merged.title,
    excerpt: merged.excerpt,
    body: merged.body,
    cover_image_id: merged.coverImageId,
    // Alt text belongs to a cover: without one there is nothing to describe.
    cover_alt: merged.coverImageId === null ? "" : merged.coverAlt,
    author_id: merged.authorId,
    seo_title: merged.seoTitle,
    seo_description: merged.seoDescription,
    client: merged.client,
    results: JSON.stringify(merged.results),
    status,
    publish_at: publishAt,
    published_at: before?.published_at ?? (status === "published" ? now.toISOString() : null),
    updated_at: now.toISOString(),
  };

  let saved: PostRow;
  try {
    saved = await db.transaction().execute(async (trx) => {
      const row = before
        ? await updatePost(trx, before.id, values)
        : await trx
            .insertInto("posts")
            .values({ ...values, kind, created_at: now.toISOString() })
            .returningAll()
            .executeTakeFirstOrThrow();
      if (before && before.slug !== slug)
        await moveSlug(trx, {
          postId: before.id,
          from: before.slug,
          to: slug,
          keepOld: Boolean(before.published_at),
          now,
        });
      await recordRevision(trx, row, { by: admin.user.id, now });
      // A draft's or a scheduled post's edit changes no public page; the watcher publishes it in time.
      if (before?.status === "published" || status === "published") await bumpContentVersion(trx, now);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return slugTaken();
    throw error;
  }
  for (const each of actionsOf(action, before?.status, status))
    await auditAction(admin, each, { kind: "post", id: saved.id });
  return { ok: true, value: postJson(saved) };
}

function updatePost(trx: Kysely<Database>, id: number, values: Partial<PostRow>): Promise<PostRow> {
  return trx.updateTable("posts").set(values).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
}
