import type { PostStatus } from "#db/schema.ts";

const labels: Record<PostStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
  unpublished: "Unpublished",
};

/** A post's status as the editor and its list say it. */
export function statusLabel(status: PostStatus): string {
  return labels[status];
}
