import { useState } from "react";
import { Link, useLocation, useNavigate, useRevalidator } from "react-router";
import { callJsonApi } from "#app/http/json-api-client.ts";
import { fromLocalInputValue, toLocalInputValue } from "#app/lib/local-datetime.ts";
import type { PostEditorData, PostFields } from "#app/publishing/content-admin-page.server.ts";
import { Notice } from "#app/components/ui/notice.tsx";
import { EditorField } from "#app/components/admin/content/editor-field.tsx";
import { EditorSelect } from "#app/components/admin/content/editor-select.tsx";
import { MarkdownEditor } from "#app/components/admin/content/markdown-editor.tsx";
import { ResultsEditor } from "#app/components/admin/content/results-editor.tsx";
import { COVER_PENDING_MESSAGE, CoverImageField } from "#app/components/admin/content/cover-image-field.tsx";
import { RevisionList } from "#app/components/admin/content/revision-list.tsx";
import { useUnsavedChanges } from "#app/components/admin/content/use-unsaved-changes.ts";
import { slugFromTitle } from "#app/publishing/slug.ts";
import { statusLabel } from "#app/components/admin/content/post-status.ts";
import { LocalTime } from "#app/components/admin/local-time.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";

type Post = NonNullable<PostEditorData["post"]>;
type Outcome = { tone: "success" | "error"; text: string } | undefined;
type Save = { status?: Post["status"]; publishAt?: string };

const buttonClass =
  "inline-flex min-h-11 items-center rounded-md px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2";
const primary = `${buttonClass} bg-brand-600 text-white hover:bg-brand-700`;
const secondary = `${buttonClass} border border-line bg-white text-navy-900 hover:bg-surface`;

function fieldsOf(post: Post | undefined, viewerId: number): PostFields {
  return {
    title: post?.title ?? "",
    slug: post?.slug ?? "",
    excerpt: post?.excerpt ?? "",
    body: post?.body ?? "",
    coverImageId: post?.coverImageId ?? null,
    coverAlt: post?.coverAlt ?? "",
    authorId: post?.authorId ?? viewerId,
    seoTitle: post?.seoTitle ?? "",
    seoDescription: post?.seoDescription ?? "",
    client: post?.client ?? "",
    results: post?.results ?? [],
  };
}

/** An ISO time as a datetime-local input holds it, on the browser's clock; "" for none. */
function localInputValue(iso: string | null): string {
  return iso ? toLocalInputValue(new Date(iso)) : "";
}

/**
 * The post editor: title, address, excerpt, the Markdown body beside its live preview, cover image,
 * author and search-engine fields; save as a draft, publish now, schedule or unpublish; the post's
 * revisions to restore. Unsaved changes are guarded against an accidental close.
 */
export function PostEditor({ data }: { data: PostEditorData }) {
  const { post, authors, revisions, viewer, kind } = data;
  const home = kind === "case_study" ? "/work" : "/blogs";
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [saved, setSaved] = useState(() => fieldsOf(post, viewer.id));
  const [fields, setFields] = useState(saved);
  const [slugTouched, setSlugTouched] = useState(Boolean(post));
  const [publishAt, setPublishAt] = useState(localInputValue(post?.publishAt ?? null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A new post's first save moves to its own address, where the editor starts afresh (keyed by id):
  // the save's confirmation travels there in the navigation's state.
  const arrived = (useLocation().state as { outcome?: Outcome } | null)?.outcome;
  const [outcome, setOutcome] = useState<Outcome>(arrived);
  const [busy, setBusy] = useState(false);
  // A cover file chosen but not uploaded yet: no save goes without it, silently dropped.
  const [coverPending, setCoverPending] = useState(false);
  // Every button acts through the page's script: until it runs they are disabled, not dead.
  const hydrated = useHydrated();
  const dirty = JSON.stringify(fields) !== JSON.stringify(saved) || coverPending;
  // The server's copy changed (a save, a restored revision): show what it holds now.
  const [version, setVersion] = useState(post?.updatedAt);
  if (post?.updatedAt !== version) {
    const current = fieldsOf(post, viewer.id);
    setVersion(post?.updatedAt);
    setSaved(current);
    setFields(current);
    setPublishAt(localInputValue(post?.publishAt ?? null));
  }
  useUnsavedChanges(dirty && !busy);

  const set =
    <K extends keyof PostFields>(key: K) =>
    (value: PostFields[K]) =>
      setFields((current) => ({
        ...current,
        [key]: value,
        // A new post's address follows its title until someone edits the address itself.
        ...(key === "title" && !slugTouched ? { slug: slugFromTitle(String(value)) } : {}),
      }));

  async function save({ status, publishAt: at }: Save, success: string) {
    if (coverPending) {
      setErrors({ coverFile: COVER_PENDING_MESSAGE });
      setOutcome({ tone: "error", text: COVER_PENDING_MESSAGE });
      return;
    }
    setBusy(true);
    setOutcome(undefined);
    const body = {
      ...fields,
      // A case study's own fields go only with a case study.
      ...(kind === "case_study" ? {} : { client: undefined, results: undefined }),
      ...(post ? {} : { kind }),
      slug: fields.slug || undefined,
      ...(status ? { status } : {}),
      ...(at ? { publishAt: at } : {}),
    };
    const answer = post
      ? await callJsonApi<{ slug: string }>("PATCH", `/api/admin/posts/${post.id}`, body)
      : await callJsonApi<{ id: number; slug: string }>("POST", "/api/admin/posts", body);
    setBusy(false);
    if (!answer.ok) {
      setErrors(answer.errors);
      setOutcome({ tone: "error", text: answer.message });
      return;
    }
    setErrors({});
    const next = { ...fields, slug: answer.body.slug };
    setFields(next);
    setSaved(next);
    setOutcome({ tone: "success", text: success });
    if (!post && "id" in answer.body) {
      // The new post's own address, so a reload or a later save edits this post.
      await navigate(`/admin/content/posts/${answer.body.id}`, {
        replace: true,
        state: { outcome: { tone: "success", text: success } },
      });
    } else {
      await revalidator.revalidate();
    }
  }

  async function remove() {
    if (!post || !window.confirm(`Delete "${post.title}" for good? Its revisions go with it.`)) return;
    setBusy(true);
    const answer = await callJsonApi("DELETE", `/api/admin/posts/${post.id}`);
    setBusy(false);
    if (!answer.ok) return setOutcome({ tone: "error", text: answer.message });
    setSaved(fields);
    await navigate("/admin/content?tab=posts", { replace: true });
  }

  const status = post?.status ?? "draft";
  const schedule = () => {
    const at = fromLocalInputValue(publishAt);
    if (!at) {
      setErrors({ publishAt: "Choose the day and time to publish." });
      return;
    }
    void save({ status: "scheduled", publishAt: at.toISOString() }, "Scheduled.");
  };

  return (
    <form
      className="grid gap-6"
      aria-label={post ? `Edit ${post.title}` : "New post"}
      onSubmit={(event) => {
        event.preventDefault();
        void save({}, status === "published" ? "Saved: the change is live within seconds." : "Saved.");
      }}
    >
      {/* The browser keeps a navigation's state over a reload, the server never sees it: the notice
          waits for hydration, or the two would differ. */}
      {outcome && hydrated ? (
        <Notice tone={outcome.tone} autoFocus onDismiss={() => setOutcome(undefined)}>
          {outcome.text}
        </Notice>
      ) : null}
      <p className="text-sm text-muted" aria-live="polite">
        Status:{" "}
        <strong className="text-navy-900">
          {statusLabel(status)}
          {status === "scheduled" && post?.publishAt ? (
            <>
              {" for "}
              <LocalTime iso={post.publishAt} options={{ dateStyle: "medium", timeStyle: "short" }} />
            </>
          ) : null}
        </strong>
        {dirty ? " · unsaved changes" : ""}
        {post && status === "published" ? (
          <>
            {" · "}
            <a href={`${home}/${post.slug}`} className="font-semibold text-brand-700 underline">
              View on the site
            </a>
          </>
        ) : null}
        {post ? (
          <>
            {" · "}
            <Link
              to={`/admin/content/posts/${post.id}/preview`}
              className="font-semibold text-brand-700 underline"
            >
              Preview
            </Link>
          </>
        ) : null}
      </p>
      <EditorField
        name="title"
        label="Title"
        value={fields.title}
        onChange={set("title")}
        maxLength={140}
        required
        error={errors.title}
      />
      <EditorField
        name="slug"
        label="Address"
        hint={`It lives at ${home}/${fields.slug || "…"}. Lower-case words joined by hyphens; a published page's old address keeps working.`}
        value={fields.slug}
        onChange={(value) => {
          setSlugTouched(true);
          set("slug")(value);
        }}
        maxLength={100}
        error={errors.slug}
      />
      <EditorField
        name="excerpt"
        label="Excerpt"
        hint="Two sentences for the blog list, the feed and search results."
        value={fields.excerpt}
        onChange={set("excerpt")}
        maxLength={300}
        multiline
        rows={3}
        required
        counter
        error={errors.excerpt}
      />
      <MarkdownEditor
        name="body"
        label="Article"
        value={fields.body}
        onChange={set("body")}
        maxLength={100_000}
        error={errors.body}
      />
      {kind === "case_study" ? (
        <>
          <EditorField
            name="client"
            label="Client"
            hint="The client's name and place, like Tunday Tales, Aminabad."
            value={fields.client}
            onChange={set("client")}
            maxLength={120}
            error={errors.client}
          />
          <ResultsEditor results={fields.results} onChange={set("results")} error={errors.results} />
        </>
      ) : null}
      <CoverImageField
        imageId={fields.coverImageId}
        alt={fields.coverAlt}
        onChange={(imageId, alt) =>
          setFields((current) => ({ ...current, coverImageId: imageId, coverAlt: alt }))
        }
        onPendingChange={(pending) => {
          setCoverPending(pending);
          if (pending) return;
          setErrors(({ coverFile: _, ...rest }) => rest);
          setOutcome((shown) => (shown?.text === COVER_PENDING_MESSAGE ? undefined : shown));
        }}
        errors={errors}
      />
      <fieldset className="grid gap-4 rounded-md border border-line bg-white p-4">
        <legend className="px-1 text-sm font-semibold text-navy-900">Author and search engines</legend>
        <EditorSelect
          name="authorId"
          label="Author"
          value={String(fields.authorId ?? "")}
          onChange={(value) => set("authorId")(value ? Number(value) : null)}
          options={authors.map((author) => ({ value: String(author.id), label: author.name }))}
          error={errors.authorId}
        />
        <EditorField
          name="seoTitle"
          label="Title for search engines"
          hint="Leave empty to use the title and the agency's name."
          value={fields.seoTitle}
          onChange={set("seoTitle")}
          maxLength={70}
          counter
          error={errors.seoTitle}
        />
        <EditorField
          name="seoDescription"
          label="Description for search engines"
          hint="Leave empty to use the excerpt."
          value={fields.seoDescription}
          onChange={set("seoDescription")}
          maxLength={160}
          multiline
          rows={2}
          counter
          error={errors.seoDescription}
        />
      </fieldset>
      <fieldset className="grid gap-4 rounded-md border border-line bg-white p-4">
        <legend className="px-1 text-sm font-semibold text-navy-900">Publishing</legend>
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={busy || !hydrated} className={secondary}>
            {status === "published" ? "Update" : "Save draft"}
          </button>
          {status !== "published" ? (
            <button
              type="button"
              disabled={busy || !hydrated}
              className={primary}
              onClick={() =>
                void save({ status: "published" }, "Published: it is on the site within seconds.")
              }
            >
              Publish now
            </button>
          ) : (
            <button
              type="button"
              disabled={busy || !hydrated}
              className={secondary}
              onClick={() =>
                void save({ status: "unpublished" }, "Unpublished: its address now answers that it is gone.")
              }
            >
              Unpublish
            </button>
          )}
        </div>
        {status !== "published" ? (
          <div className="flex flex-wrap items-end gap-3">
            <EditorField
              name="publishAt"
              type="datetime-local"
              label="Publish at (your computer's clock)"
              value={publishAt}
              onChange={setPublishAt}
              maxLength={16}
              error={errors.publishAt}
            />
            <button type="button" disabled={busy || !hydrated} className={secondary} onClick={schedule}>
              Schedule
            </button>
          </div>
        ) : null}
        {post ? (
          <div>
            <button
              type="button"
              disabled={busy || !hydrated}
              onClick={() => void remove()}
              className="text-sm font-semibold text-danger-700 underline"
            >
              Delete this post
            </button>
          </div>
        ) : null}
      </fieldset>
      {post ? (
        <RevisionList
          postId={post.id}
          revisions={revisions}
          disabled={busy || dirty || !hydrated}
          onRestored={(text, ok) => {
            setOutcome({ tone: ok ? "success" : "error", text });
            if (ok) void revalidator.revalidate().then(() => undefined);
          }}
        />
      ) : null}
    </form>
  );
}
