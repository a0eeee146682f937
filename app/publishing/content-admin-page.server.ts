import type { LoaderFunctionArgs } from "react-router";
import { data } from "react-router";
import { requireAdmin } from "#app/auth/require-admin.server.ts";
import { listTeam } from "#app/auth/users.server.ts";
import { type Viewer, viewerOf } from "#app/auth/viewer.ts";
import type { PostKind, PostStatus } from "#db/schema.ts";
import { POST_STATUSES } from "#app/publishing/post-statuses.ts";
import { type PublicPost, toPublicPost } from "#app/publishing/public-content.server.ts";
import { type PostJson, type PostSnapshot, postJson } from "#app/publishing/post-json.ts";
import {
  type PostListItem,
  type RevisionSummary,
  findPost,
  listPostSummaries,
  listRevisions,
} from "#app/publishing/posts-store.server.ts";
import { type JobJson, findJob, listJobs } from "#app/publishing/jobs-work.server.ts";
import { type FaqJson, findFaq, listFaqEntries } from "#app/publishing/faqs-work.server.ts";
import { pathId } from "#app/http/path-id.ts";

const CONTENT_TABS = ["posts", "jobs", "faqs"] as const;
type ContentTab = (typeof CONTENT_TABS)[number];

type JobListItem = JobJson;
type FaqListItem = FaqJson;

/** What /admin/content shows for one URL: the tab, its filters and its list. */
export type ContentListData = {
  viewer: Viewer;
  tab: ContentTab;
  q: string;
  status: PostStatus | "";
  posts: PostListItem[];
  jobs: JobListItem[];
  faqs: FaqListItem[];
};

/** GET /admin/content?tab=&q=&status=: the posts (searched by title, filtered by status), jobs and FAQs. */
export async function contentListLoader(args: LoaderFunctionArgs): Promise<ContentListData> {
  const admin = await requireAdmin(args);
  const params = new URL(args.request.url).searchParams;
  const tab = CONTENT_TABS.find((name) => name === params.get("tab")) ?? "posts";
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  const status = POST_STATUSES.find((name) => name === params.get("status")) ?? "";
  const { db } = admin.database;
  const [posts, jobs, faqs] = await Promise.all([
    listPostSummaries(db, { q, status }),
    listJobs(db),
    listFaqEntries(db),
  ]);
  return { viewer: viewerOf(admin.user), tab, q, status, posts, jobs, faqs };
}

/** A post's editable fields, as the editor's form holds them (and the API takes them). */
export type PostFields = PostSnapshot;

export type PostEditorData = {
  viewer: Viewer;
  /** What is being written: the post's own kind, or for a new one what ?kind= asked for. */
  kind: PostKind;
  /** Undefined for a new post. */
  post?: PostJson;
  revisions: RevisionSummary[];
  authors: Array<{ id: number; name: string }>;
};

// The editor lists the latest saves; the API has them all.
const REVISIONS_SHOWN = 50;

/** GET /admin/content/posts/{id} (or `new`): the post, its revisions and who may be named its author. */
export async function postEditorLoader(args: LoaderFunctionArgs): Promise<PostEditorData> {
  const admin = await requireAdmin(args);
  const { db } = admin.database;
  const team = await listTeam(db);
  const authors = team.filter((person) => !person.disabled).map(({ id, name }) => ({ id, name }));
  const base = { viewer: viewerOf(admin.user), authors };
  if (args.params.id === "new") {
    const asked = new URL(args.request.url).searchParams.get("kind");
    return { ...base, kind: asked === "case_study" ? "case_study" : "post", revisions: [] };
  }
  const id = pathId(args.params.id);
  const row = id === undefined ? undefined : await findPost(db, id);
  if (!row) throw data(null, { status: 404 });
  const revisions = await listRevisions(db, row.id, REVISIONS_SHOWN);
  return { ...base, kind: row.kind, post: postJson(row), revisions };
}

/** GET /admin/content/posts/{id}/preview: any post (a draft too) as its public page would show it. */
export async function postPreviewLoader(
  args: LoaderFunctionArgs,
): Promise<{ post: PublicPost; status: PostStatus; kind: PostKind }> {
  const admin = await requireAdmin(args);
  const id = Number(args.params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  const row = await admin.database.db
    .selectFrom("posts")
    .leftJoin("users", "users.id", "posts.author_id")
    .leftJoin("images", "images.id", "posts.cover_image_id")
    .select([
      "posts.id",
      "posts.slug",
      "posts.title",
      "posts.excerpt",
      "posts.body",
      "images.width as cover_width",
      "images.height as cover_height",
      "posts.published_at",
      "posts.updated_at",
      "posts.cover_image_id",
      "posts.cover_alt",
      "posts.client",
      "posts.results",
      "posts.kind",
      "posts.seo_title",
      "posts.seo_description",
      "posts.status",
      "users.name as author_name",
    ])
    .where("posts.id", "=", id)
    .executeTakeFirst();
  if (!row) throw data(null, { status: 404 });
  return { post: toPublicPost(row), status: row.status, kind: row.kind };
}

export type JobEditorData = {
  viewer: Viewer;
  job?: JobJson;
};

/** GET /admin/content/jobs/{id} (or `new`). */
export async function jobEditorLoader(args: LoaderFunctionArgs): Promise<JobEditorData> {
  const admin = await requireAdmin(args);
  const viewer = viewerOf(admin.user);
  if (args.params.id === "new") return { viewer };
  const job = await findJob(admin.database.db, pathId(args.params.id));
  if (!job) throw data(null, { status: 404 });
  return { viewer, job };
}

export type FaqEditorData = {
  viewer: Viewer;
  faq?: FaqJson;
};

/** GET /admin/content/faqs/{id} (or `new`). */
export async function faqEditorLoader(args: LoaderFunctionArgs): Promise<FaqEditorData> {
  const admin = await requireAdmin(args);
  const viewer = viewerOf(admin.user);
  if (args.params.id === "new") return { viewer };
  const faq = await findFaq(admin.database.db, pathId(args.params.id));
  if (!faq) throw data(null, { status: 404 });
  return { viewer, faq };
}
