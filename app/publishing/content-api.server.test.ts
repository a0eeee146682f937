import { beforeAll, describe, expect, test } from "vitest";
import { TEST_SITE_URL, callAdminApi } from "#tests/setup/admin-api.ts";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { routerContext, testServices } from "#tests/setup/router-context.ts";
import { signedInToken } from "#tests/setup/team.ts";
import { readContentVersion } from "#app/publishing/content-version.server.ts";
import { faqApi, faqsApi, jobApi, jobsApi } from "#app/publishing/entries-api.server.ts";
import { findOpenJobNow, loadOpenJobs } from "#app/publishing/open-jobs.server.ts";
import {
  changePostApi,
  createPostApi,
  getPostApi,
  listPostsApi,
  listRevisionsApi,
  restoreRevisionApi,
} from "#app/publishing/posts-api.server.ts";
import { previewApi } from "#app/publishing/preview-api.server.ts";
import {
  findPublicPost,
  listFaqs,
  listOpenJobs,
  listPublishedPosts,
} from "#app/publishing/public-content.server.ts";

const HOUR = 3_600_000;
const newPost = {
  title: "Local SEO for Lucknow clinics",
  excerpt: "Five fixes.",
  body: "## First\n\nClaim it.",
};

describe.each(testDialects)("the content API on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  const services = testServices(database, { SITE_URL: TEST_SITE_URL });
  let owner: string;
  let member: string;

  beforeAll(async () => {
    owner = `admin_session=${await signedInToken(database.db, "owner")}`;
    member = `admin_session=${await signedInToken(database.db, "member")}`;
    await loadOpenJobs(database.db);
  });

  type Handler = Parameters<typeof callAdminApi>[1];
  async function call(handler: Handler, method: string, path: string, body?: unknown, cookie = owner) {
    const params: Record<string, string> = {};
    const match = /^\/api\/admin\/\w+\/(\d+)(?:\/revisions\/(\d+))?/.exec(path);
    if (match?.[1]) params.id = match[1];
    if (match?.[2]) params.revisionId = match[2];
    const response = await callAdminApi(services, handler, { cookie, method, path, params, body });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }
  const createPost = (body: unknown, cookie = owner) =>
    call(createPostApi, "POST", "/api/admin/posts", body, cookie);
  const patchPost = (id: number, body: unknown) =>
    call(changePostApi, "PATCH", `/api/admin/posts/${id}`, body);
  const publicPost = (slug: string) => findPublicPost(database.db, slug);

  test("a new post is a draft by its writer, its address made from the title and kept unique", async () => {
    const first = await createPost(newPost, member);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ slug: "local-seo-for-lucknow-clinics", status: "draft", url: null });
    const second = await createPost(newPost);
    expect(second.body.slug).toBe("local-seo-for-lucknow-clinics-2");
    const taken = await createPost({ ...newPost, slug: "local-seo-for-lucknow-clinics" });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.slug).toMatch(/another post/i);
    // A draft is nobody's business but the team's.
    expect((await publicPost(first.body.slug)).kind).toBe("missing");
    const list = await call(listPostsApi, "GET", "/api/admin/posts?status=draft&q=LUCKNOW");
    expect(list.body.map((post: { id: number }) => post.id)).toEqual([second.body.id, first.body.id]);
  });

  test("bad fields are named, and rules between fields hold", async () => {
    const empty = await createPost({});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors).sort()).toEqual(["body", "excerpt", "title"]);
    const bad = await createPost({
      ...newPost,
      slug: "Not A Slug",
      title: "x".repeat(141),
      seoDescription: "d".repeat(161),
      status: "live",
      authorId: 999_999,
    });
    expect(Object.keys(bad.body.errors).sort()).toEqual(["seoDescription", "slug", "status", "title"]);
    const stranger = await createPost({ ...newPost, authorId: 999_999 });
    expect(stranger.body.errors.authorId).toMatch(/active member/);
    const noImage = await createPost({ ...newPost, coverImageId: 999_999, coverAlt: "" });
    expect(Object.keys(noImage.body.errors).sort()).toEqual(["coverAlt", "coverImageId"]);
    const emptyPublish = await createPost({ title: "Soon", excerpt: "", body: "", status: "published" });
    expect(Object.keys(emptyPublish.body.errors).sort()).toEqual(["body", "excerpt"]);
    const { body: draft } = await createPost({ title: "Never out", excerpt: "x", body: "y" });
    const unpublishDraft = await patchPost(draft.id, { status: "unpublished" });
    expect(unpublishDraft.body.errors.status).toMatch(/only a post that was published/i);
    const timeWithoutSchedule = await patchPost(draft.id, {
      publishAt: new Date(Date.now() + HOUR).toISOString(),
    });
    expect(timeWithoutSchedule.body.errors.publishAt).toMatch(/scheduled/);
  });

  test("publishing moves the content version, and the page appears; unpublishing answers gone", async () => {
    const { body: post } = await createPost({ ...newPost, title: "Reels that sell" });
    const before = await readContentVersion(database.db);
    const published = await patchPost(post.id, { status: "published" });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: "published", url: "/blogs/reels-that-sell" });
    expect(published.body.publishedAt).toBeTruthy();
    expect(await readContentVersion(database.db)).toBeGreaterThan(before);
    expect((await publicPost("reels-that-sell")).kind).toBe("post");

    const unpublished = await patchPost(post.id, { status: "unpublished" });
    expect(unpublished.body.url).toBeNull();
    expect((await publicPost("reels-that-sell")).kind).toBe("gone");
    // Published again, it keeps its first publish time.
    const again = await patchPost(post.id, { status: "published" });
    expect(again.body.publishedAt).toBe(published.body.publishedAt);
  });

  test("a published post's old address redirects to its new one, and taking it back drops the redirect", async () => {
    const { body: post } = await createPost({ ...newPost, title: "Budget ads", status: "published" });
    await patchPost(post.id, { slug: "small-budget-ads" });
    expect(await publicPost("budget-ads")).toEqual({ kind: "moved", slug: "small-budget-ads" });
    // A new post's automatic address avoids an old address still in use as a redirect.
    const { body: other } = await createPost({ ...newPost, title: "Budget ads" });
    expect(other.slug).toBe("budget-ads-2");
    await patchPost(post.id, { slug: "budget-ads" });
    expect((await publicPost("budget-ads")).kind).toBe("post");
    expect(await publicPost("small-budget-ads")).toEqual({ kind: "moved", slug: "budget-ads" });
  });

  test("a draft's address changes without leaving a redirect behind", async () => {
    const { body: post } = await createPost({ ...newPost, title: "Draft address" });
    await patchPost(post.id, { slug: "draft-address-final" });
    expect((await publicPost("draft-address")).kind).toBe("missing");
  });

  test("scheduling needs a future time, and keeps the post from visitors until then", async () => {
    const { body: post } = await createPost({ ...newPost, title: "Diwali campaigns" });
    const noTime = await patchPost(post.id, { status: "scheduled" });
    expect(noTime.body.errors.publishAt).toBeTruthy();
    const past = await patchPost(post.id, {
      status: "scheduled",
      publishAt: new Date(Date.now() - HOUR).toISOString(),
    });
    expect(past.body.errors.publishAt).toMatch(/future/);
    const when = new Date(Date.now() + 24 * HOUR);
    const scheduled = await patchPost(post.id, { status: "scheduled", publishAt: when.toISOString() });
    expect(scheduled.body).toMatchObject({ status: "scheduled", publishAt: when.toISOString() });
    // An edit of a scheduled post keeps its time.
    const edited = await patchPost(post.id, { excerpt: "Plan early." });
    expect(edited.body.publishAt).toBe(when.toISOString());
    expect((await publicPost("diwali-campaigns")).kind).toBe("missing");
  });

  test("every save keeps a revision, and restoring one is a save of its own", async () => {
    const { body: post } = await createPost({ ...newPost, title: "First title" });
    await patchPost(post.id, { title: "Second title", body: "Rewritten." });
    const revisions = await call(listRevisionsApi, "GET", `/api/admin/posts/${post.id}/revisions`);
    expect(revisions.body.map((revision: { title: string }) => revision.title)).toEqual([
      "Second title",
      "First title",
    ]);
    const oldest = revisions.body.at(-1).id;
    const restored = await call(
      restoreRevisionApi,
      "POST",
      `/api/admin/posts/${post.id}/revisions/${oldest}/restore`,
    );
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ title: "First title", body: newPost.body, status: "draft" });
    const after = await call(listRevisionsApi, "GET", `/api/admin/posts/${post.id}/revisions`);
    expect(after.body).toHaveLength(3);
    const unknown = await call(
      restoreRevisionApi,
      "POST",
      `/api/admin/posts/${post.id}/revisions/999999/restore`,
    );
    expect(unknown.status).toBe(404);
  });

  test("a case study is a post of its own kind: its client and results are checked, it lives on /work, and its kind stays", async () => {
    const results = [{ label: "Direct orders a month", before: 310, after: 690, unit: "" }];
    const bad = await createPost({
      ...newPost,
      title: "A clinic's diary",
      kind: "case_study",
      results: [{ label: "", before: -1, after: "many", unit: "" }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.results).toBeTruthy();
    const created = await createPost({
      ...newPost,
      title: "A clinic's diary",
      kind: "case_study",
      client: "Shifa Dental, Indira Nagar",
      results,
      status: "published",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ kind: "case_study", url: "/work/a-clinic-s-diary", results });
    expect((await findPublicPost(database.db, "a-clinic-s-diary", "case_study")).kind).toBe("post");
    // Not a blog post: /blogs/{slug} does not find it, and the blog's lists leave it out.
    expect((await publicPost("a-clinic-s-diary")).kind).toBe("missing");
    expect((await listPublishedPosts(database.db)).map((post) => post.slug)).not.toContain(
      "a-clinic-s-diary",
    );
    const studies = await listPublishedPosts(database.db, undefined, "case_study");
    expect(studies.find((study) => study.slug === "a-clinic-s-diary")).toMatchObject({
      client: "Shifa Dental, Indira Nagar",
      results,
    });
    const turned = await patchPost(created.body.id, { kind: "post" });
    expect(turned.body.errors.kind).toMatch(/cannot become/);
  });

  test("a deleted post is gone from the API", async () => {
    const { body: post } = await createPost({ ...newPost, title: "Short-lived" });
    const deleted = await call(changePostApi, "DELETE", `/api/admin/posts/${post.id}`);
    expect(deleted.status).toBe(204);
    expect((await call(getPostApi, "GET", `/api/admin/posts/${post.id}`)).status).toBe(404);
    expect((await call(changePostApi, "DELETE", `/api/admin/posts/${post.id}`)).status).toBe(404);
  });

  test("the preview renders Markdown as the public page does, with script and handlers removed", async () => {
    const preview = await call(previewApi, "POST", "/api/admin/preview", {
      body: '# Hi\n\n<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[x](javascript:alert(1)) **bold**',
    });
    expect(preview.status).toBe(200);
    expect(preview.body.html).toContain("<strong>bold</strong>");
    expect(preview.body.html).not.toMatch(/<script|onerror|href="javascript:/i);
    const notText = await call(previewApi, "POST", "/api/admin/preview", { body: 5 });
    expect(notText.body.errors.body).toBeTruthy();
  });

  test("a job created, closed and reopened: the careers list and the apply check follow at once", async () => {
    const created = await call(jobsApi.action, "POST", "/api/admin/jobs", {
      title: "Performance Marketer",
      location: "Lucknow (on site)",
      type: "Full-time",
      description: "Run **Google Ads** for our clients.",
      salary: "₹6-9 lakh a year",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ open: true, salary: "₹6-9 lakh a year" });
    const id = String(created.body.id);
    expect(findOpenJobNow(id)?.title).toBe("Performance Marketer");
    expect((await listOpenJobs(database.db)).at(-1)?.title).toBe("Performance Marketer");

    const closed = await call(jobApi.action, "PATCH", `/api/admin/jobs/${id}`, { open: false });
    expect(closed.body.open).toBe(false);
    expect(findOpenJobNow(id)).toBeUndefined();
    expect((await listOpenJobs(database.db)).map((job) => job.title)).not.toContain("Performance Marketer");

    const reopened = await call(jobApi.action, "PATCH", `/api/admin/jobs/${id}`, { open: true });
    expect(Date.parse(reopened.body.postedAt)).toBeGreaterThan(Date.parse(created.body.postedAt) - 1);
    expect(findOpenJobNow(id)).toBeDefined();

    const bad = await call(jobApi.action, "PATCH", `/api/admin/jobs/${id}`, { open: "yes", order: -1 });
    expect(Object.keys(bad.body.errors).sort()).toEqual(["open", "order"]);
    const missing = await call(jobsApi.action, "POST", "/api/admin/jobs", { title: "Half a job" });
    expect(Object.keys(missing.body.errors).sort()).toEqual(["description", "location", "type"]);

    expect((await call(jobApi.action, "DELETE", `/api/admin/jobs/${id}`)).status).toBe(204);
    expect((await call(jobApi.loader, "GET", `/api/admin/jobs/${id}`)).status).toBe(404);
    expect(findOpenJobNow(id)).toBeUndefined();
  });

  test("a job's salary figures: stored, shown as words, replaced together, refused when they make no sense", async () => {
    const created = await call(jobsApi.action, "POST", "/api/admin/jobs", {
      title: "SEO Analyst",
      location: "Remote",
      type: "Full Time",
      description: "Audit sites.",
      salaryMin: 25_000,
      salaryMax: 35_000,
      salaryPeriod: "month",
      salary: "plus incentives",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ salaryMin: 25_000, salaryMax: 35_000, salaryPeriod: "month" });
    const id = String(created.body.id);
    const shown = async () => (await listOpenJobs(database.db)).find((job) => job.id === Number(id))!;
    expect((await shown()).salary).toBe("₹25,000–₹35,000 a month (plus incentives)");

    // A change to other fields leaves the figures alone; any figure sent replaces all three.
    await call(jobApi.action, "PATCH", `/api/admin/jobs/${id}`, { title: "Senior SEO Analyst" });
    expect((await shown()).salaryRange).toEqual({ min: 25_000, max: 35_000, period: "month" });
    await call(jobApi.action, "PATCH", `/api/admin/jobs/${id}`, { salaryMin: 500_000, salaryPeriod: "year" });
    expect((await shown()).salary).toBe("From ₹5,00,000 a year (plus incentives)");

    const refusals = [
      [{ salaryMin: 30_000, salaryMax: 20_000, salaryPeriod: "month" }, "salaryMax"],
      [{ salaryMin: 30_000 }, "salaryPeriod"],
      [{ salaryMin: 2.5, salaryPeriod: "month" }, "salaryMin"],
      [{ salaryMax: "35000", salaryPeriod: "month" }, "salaryMax"],
      [{ salaryMin: 1, salaryPeriod: "week" }, "salaryPeriod"],
    ] as const;
    for (const [body, field] of refusals) {
      const refused = await call(jobApi.action, "PATCH", `/api/admin/jobs/${id}`, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.body.errors), JSON.stringify(body)).toEqual([field]);
    }
    const cleared = await call(jobApi.action, "PATCH", `/api/admin/jobs/${id}`, {
      salaryMin: null,
      salaryMax: null,
      salaryPeriod: "month",
    });
    expect(cleared.body).toMatchObject({ salaryMin: null, salaryMax: null, salaryPeriod: null });
    expect((await shown()).salary).toBe("plus incentives");
    expect((await call(jobApi.action, "DELETE", `/api/admin/jobs/${id}`)).status).toBe(204);
  });

  test("an FAQ in a known group, on the home page when asked", async () => {
    const unknownGroup = await call(faqsApi.action, "POST", "/api/admin/faqs", {
      question: "Do you work with startups?",
      answer: "Yes.",
      group: "misc",
    });
    expect(unknownGroup.body.errors.group).toMatch(/general/);
    const created = await call(faqsApi.action, "POST", "/api/admin/faqs", {
      question: "Do you work with startups?",
      answer: "Yes, from the first **landing page**.",
      group: "general",
    });
    expect(created.status).toBe(201);
    expect(created.body.home).toBe(false);
    const homeBefore = await listFaqs(database.db, { homeOnly: true });
    const changed = await call(faqApi.action, "PATCH", `/api/admin/faqs/${created.body.id}`, {
      home: true,
      order: 0,
    });
    expect(changed.body).toMatchObject({ home: true, order: 0 });
    const homeAfter = await listFaqs(database.db, { homeOnly: true });
    expect(homeAfter).toHaveLength(homeBefore.length + 1);
    expect(homeAfter[0]?.question).toBe("Do you work with startups?");
    const list = await call(faqsApi.loader, "GET", "/api/admin/faqs");
    expect(list.body.length).toBe((await listFaqs(database.db)).length);
    expect((await call(faqApi.action, "DELETE", `/api/admin/faqs/${created.body.id}`)).status).toBe(204);
  });

  test("the admin rules hold: signed out is 401, a foreign origin 403", async () => {
    const signedOut = await call(createPostApi, "POST", "/api/admin/posts", newPost, "");
    expect(signedOut.status).toBe(401);
    const request = new Request(`${TEST_SITE_URL}/api/admin/jobs`, {
      method: "POST",
      headers: { cookie: owner, "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify({ title: "x" }),
    });
    const foreign = await jobsApi
      .action({ request, params: {}, context: routerContext(services), unstable_pattern: "" } as never)
      .catch((thrown: unknown) => thrown as Response);
    expect(foreign.status).toBe(403);
  });
});
