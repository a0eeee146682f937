import type { DatabaseHandle } from "#db/database.ts";
import { type InboxKind, findInboxItem } from "#app/inbox/inbox-store.server.ts";
import { type LeadItemJson, leadItemJson } from "#app/inbox/lead-json.ts";
import { type LeadNoteJson, listLeadNotes } from "#app/leads/lead-notes.server.ts";
import { type LeadReplyJson, listReplies } from "#app/leads/lead-replies.server.ts";
import { type InboundEntryJson, listInbound } from "#app/inbound/inbound-store.server.ts";

type Store = Pick<DatabaseHandle, "db" | "dialect">;

/** A reply in the conversation's one line of time, beside the mail that came back. */
type OutboundEntryJson = {
  direction: "outbound";
  id: number;
  from: { name: string };
  at: string;
  text: string;
  delivery: LeadReplyJson["delivery"];
};

/**
 * What the detail view shows besides the item: internal notes, mailed replies, the mail that came
 * back (`inbound`), and `conversation`, the replies and the mail that came back in time order.
 */
type LeadConversation = {
  notes: LeadNoteJson[];
  replies: LeadReplyJson[];
  inbound: InboundEntryJson[];
  conversation: Array<OutboundEntryJson | InboundEntryJson>;
};
export type LeadDetailJson = LeadItemJson & LeadConversation;

/** The lead's notes, replies and received mail, each oldest first. */
async function leadConversation(store: Store, kind: InboxKind, id: number): Promise<LeadConversation> {
  const [notes, replies, inbound] = await Promise.all([
    listLeadNotes(store.db, kind, id),
    listReplies(store.db, kind, id),
    listInbound(store.db, kind, id),
  ]);
  const outbound = replies.map((reply): OutboundEntryJson => ({
    direction: "outbound",
    id: reply.id,
    from: { name: reply.author.name },
    at: reply.createdAt,
    text: reply.body,
    delivery: reply.delivery,
  }));
  const conversation = [...outbound, ...inbound].sort((a, b) => a.at.localeCompare(b.at));
  return { notes, replies, inbound, conversation };
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
