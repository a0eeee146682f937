import type { DatabaseHandle } from "#db/database.ts";
import { type InboxKind, findInboxItem } from "#app/inbox/inbox-store.server.ts";
import { type LeadItemJson, leadItemJson } from "#app/inbox/lead-json.ts";
import { type LeadNoteJson, listLeadNotes } from "#app/leads/lead-notes.server.ts";
import { type LeadReplyJson, listReplies } from "#app/leads/lead-replies.server.ts";

type Store = Pick<DatabaseHandle, "db" | "dialect">;

/** What the detail view shows besides the item: the conversation (internal notes, mailed replies). */
export type LeadConversation = { notes: LeadNoteJson[]; replies: LeadReplyJson[] };
export type LeadDetailJson = LeadItemJson & LeadConversation;

/** The lead's notes and replies, each oldest first. */
export async function leadConversation(store: Store, kind: InboxKind, id: number): Promise<LeadConversation> {
  const [notes, replies] = await Promise.all([
    listLeadNotes(store.db, kind, id),
    listReplies(store.db, kind, id),
  ]);
  return { notes, replies };
}

/** `GET /api/{contact,applications}/{id}`'s answer; undefined when there is no such lead. */
export async function leadDetail(
  store: Store,
  kind: InboxKind,
  id: number,
): Promise<LeadDetailJson | undefined> {
  const row = await findInboxItem(store, kind, id);
  if (!row) return undefined;
  return { ...leadItemJson(kind, row), ...(await leadConversation(store, kind, id)) };
}
