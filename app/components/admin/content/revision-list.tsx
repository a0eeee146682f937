import { callJsonApi } from "#app/http/json-api-client.ts";
import { LocalTime } from "#app/components/admin/local-time.tsx";
import type { PostEditorData } from "#app/publishing/content-admin-page.server.ts";

/** The post's saves, newest first, each one restorable (a restore is itself a new save). */
export function RevisionList({
  postId,
  revisions,
  disabled,
  onRestored,
}: {
  postId: number;
  revisions: PostEditorData["revisions"];
  /** While a save runs or edits are unsaved, restoring would lose work. */
  disabled: boolean;
  onRestored: (message: string, ok: boolean) => void;
}) {
  async function restore(revisionId: number) {
    const answer = await callJsonApi("POST", `/api/admin/posts/${postId}/revisions/${revisionId}/restore`);
    onRestored(answer.ok ? "The revision is restored, as a new save." : answer.message, answer.ok);
  }
  return (
    <section aria-labelledby="revisions-heading" className="grid gap-3">
      <h2 id="revisions-heading" className="text-lg font-bold text-navy-900">
        Revisions
      </h2>
      {disabled ? (
        <p className="text-sm text-muted">Save or discard your changes to restore a revision.</p>
      ) : null}
      <ol className="grid gap-2">
        {revisions.map((revision, index) => (
          <li
            key={revision.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-line bg-white px-4 py-2 text-sm"
          >
            <span>
              <LocalTime iso={revision.createdAt} /> by{" "}
              {revision.authorName ?? "someone no longer on the team"}:{" "}
              <span className="font-semibold">{revision.title}</span>
              {index === 0 ? " (current)" : ""}
            </span>
            {index === 0 ? null : (
              <button
                type="button"
                disabled={disabled}
                onClick={() => void restore(revision.id)}
                className="min-h-11 rounded-md px-3 font-semibold text-brand-700 underline disabled:text-muted disabled:no-underline"
              >
                Restore
                <span className="sr-only">
                  {" "}
                  the revision of <LocalTime iso={revision.createdAt} />
                </span>
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
