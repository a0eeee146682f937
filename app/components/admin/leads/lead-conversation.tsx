import { LocalTime } from "#app/components/admin/local-time.tsx";
import type { LeadNoteJson } from "#app/leads/lead-notes.server.ts";
import type { LeadReplyJson } from "#app/leads/lead-replies.server.ts";
import type { InboundEntryJson } from "#app/inbound/inbound-store.server.ts";

/** A reply as the conversation shows it: a meeting's messages carry no files. */
type ConversationReply = Omit<LeadReplyJson, "attachments"> & Partial<Pick<LeadReplyJson, "attachments">>;

type Entry =
  | ({ type: "note" } & LeadNoteJson)
  | ({ type: "reply" } & ConversationReply)
  | ({ type: "inbound"; createdAt: string; body: string } & InboundEntryJson);

const deliveryText = { queued: "Waiting to be sent", sent: "Sent", failed: "Could not be sent" } as const;

const typeOrder = { note: 0, reply: 1, inbound: 2 } as const;

/**
 * Notes, replies and the mail that came back in one line of time, oldest first (of the same instant:
 * the note, then the reply, then the answer).
 */
export function conversationEntries(
  notes: LeadNoteJson[],
  replies: ConversationReply[],
  inbound: InboundEntryJson[] = [],
): Entry[] {
  const entries: Entry[] = [
    ...notes.map((note) => ({ type: "note" as const, ...note })),
    ...replies.map((reply) => ({ type: "reply" as const, ...reply })),
    ...inbound.map((mail) => ({ type: "inbound" as const, createdAt: mail.at, body: mail.text, ...mail })),
  ];
  return entries.sort(
    (a, b) =>
      a.createdAt.localeCompare(b.createdAt) ||
      (a.type === b.type ? a.id - b.id : typeOrder[a.type] - typeOrder[b.type]),
  );
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function entryHeading(entry: Entry): string {
  if (entry.type === "note") return `Internal note by ${entry.author.name}`;
  if (entry.type === "reply") return `Reply by ${entry.author.name}`;
  const who = entry.from.name ? `${entry.from.name} (${entry.from.address})` : entry.from.address;
  return `${entry.autoReply ? "Automatic answer" : "Answer"} from ${who}`;
}

const entryStyle = {
  note: "border-warning-500 bg-warning-50",
  reply: "border-line bg-white",
  inbound: "border-brand-300 bg-brand-50",
} as const;

/** A mail's files, each a download link with its size. */
function AttachmentList({ files }: { files: InboundEntryJson["attachments"] }) {
  if (!files.length) return null;
  return (
    <ul className="mt-2 grid gap-1" aria-label="Attachments">
      {files.map((file) => (
        <li key={file.url}>
          <a href={file.url} download className="font-semibold text-brand-700 underline">
            {file.name}
          </a>{" "}
          <span className="text-muted">({sizeText(file.size)})</span>
        </li>
      ))}
    </ul>
  );
}

/** A received mail's files and its quoted history, folded. */
function InboundExtras({ entry }: { entry: InboundEntryJson }) {
  return (
    <>
      <AttachmentList files={entry.attachments ?? []} />
      {entry.quoted ? (
        <details className="mt-2">
          <summary className="cursor-pointer text-muted">Show the quoted earlier mail</summary>
          <p className="mt-1 whitespace-pre-wrap text-muted">{entry.quoted}</p>
        </details>
      ) : null}
    </>
  );
}

/**
 * The conversation about a lead: replies mailed to the sender and the team's internal notes, told
 * apart in words (not only by colour), each with who wrote it and when.
 */
export function LeadConversation({
  notes,
  replies,
  inbound = [],
}: {
  notes: LeadNoteJson[];
  replies: ConversationReply[];
  inbound?: InboundEntryJson[];
}) {
  const entries = conversationEntries(notes, replies, inbound);
  if (entries.length === 0) {
    return <p className="text-sm text-muted">No replies or notes yet.</p>;
  }
  return (
    <ol className="grid gap-3">
      {entries.map((entry) => (
        <li
          key={`${entry.type}-${entry.id}`}
          // Addresses, subjects and file names come from outside: they wrap rather than widen the page.
          className={`rounded-card border p-4 text-sm wrap-anywhere ${entryStyle[entry.type]}`}
        >
          <p className="flex flex-wrap gap-x-2 text-ink">
            <span className="font-semibold">{entryHeading(entry)}</span>
            <span className="text-muted">
              <LocalTime iso={entry.createdAt} />
            </span>
            {entry.type === "reply" ? (
              <span className={entry.delivery === "failed" ? "font-semibold text-danger-700" : "text-muted"}>
                {deliveryText[entry.delivery]}
              </span>
            ) : null}
          </p>
          <p className="mt-2 whitespace-pre-wrap text-ink">{entry.body}</p>
          {entry.type === "inbound" ? <InboundExtras entry={entry} /> : null}
          {entry.type === "reply" ? <AttachmentList files={entry.attachments ?? []} /> : null}
        </li>
      ))}
    </ol>
  );
}
