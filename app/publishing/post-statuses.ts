import type { PostStatus } from "#db/schema.ts";

/** Every status a post can have, in the order a post usually moves through them. */
export const POST_STATUSES: readonly PostStatus[] = ["draft", "scheduled", "published", "unpublished"];
