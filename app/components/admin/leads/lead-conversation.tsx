import { LocalTime } from "#app/components/admin/local-time.tsx";
import type { LeadNoteJson } from "#app/leads/lead-notes.server.ts";
import type { LeadReplyJson } from "#app/leads/lead-replies.server.ts";

type Entry = ({ type: "note" } & LeadNoteJson) | ({ type: "reply" } & LeadReplyJson);

const deliveryText = { queued: "Waiting to be sent", sent: "Sent", failed: "Could not be sent" } as const;

/** Notes and replies in one line of time, oldest first (a note and a reply of the same instant: the note first). */
export function conversationEntries(notes: LeadNoteJson[], replies: LeadReplyJson[]): Entry[] {
  const entries: Entry[] = [
    ...notes.map((note) => ({ type: "note" as const, ...note })),
    ...replies.map((reply) => ({ type: "reply" as const, ...reply })),
  ];
  return entries.sort(
    (a, b) =>
      a.createdAt.localeCompare(b.createdAt) ||
      (a.type === b.type ? a.id - b.id : a.type === "note" ? -1 : 1),
  );
}

/**
 * The conversation about a lead: replies mailed to the sender and the team's internal notes, told
 * apart in words (not only by colour), each with who wrote it and when.
 */
export function LeadConversation({ notes, replies }: { notes: LeadNoteJson[]; replies: LeadReplyJson[] }) {
  const entries = conversationEntries(notes, replies);
  if (entries.length === 0) {
    return <p className="text-sm text-muted">No replies or notes yet.</p>;
  }
  return (
    <ol className="grid gap-3">
      {entries.map((entry) => (
        <li
          key={`${entry.type}-${entry.id}`}
          className={`rounded-card border p-4 text-sm ${entry.type === "note" ? "border-warning-500 bg-warning-50" : "border-line bg-white"}`}
        >
          <p className="flex flex-wrap gap-x-2 text-ink">
            <span className="font-semibold">
              {entry.type === "note" ? "Internal note" : "Reply"} by {entry.author.name}
            </span>
            <span className="text-muted">
              <LocalTime iso={entry.createdAt} />
            </span>
            {entry.type === "reply" ? (
              <span className={entry.delivery === "failed" ? "font-semibold text-danger-700" : "text-muted"}>
                {deliveryText[entry.delivery]}
              </span>
            ) : null}
          </p>
          <p className="mt-2 whitespace-pre-wrap break-words text-ink">{entry.body}</p>
        </li>
      ))}
    </ol>
  );
}
