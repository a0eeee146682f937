import { auditActionLabel } from "#app/audit/audit-actions.ts";
import type { AuditEntryJson } from "#app/audit/audit-json.ts";
import type { AuditPerson } from "#app/team/audit-page.server.ts";
import { LocalTime } from "#app/components/admin/local-time.tsx";

// Seconds: an audit trail is read to the second (LocalTime names the agency's zone after it).
const timeFormat: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
};

const kindNames: Record<string, string> = {
  message: "Message",
  application: "Application",
  meeting: "Meeting",
  session: "Session",
  user: "Person",
  passkey: "Passkey",
  invitation: "Invitation",
  messages: "Messages",
  applications: "Applications",
  "email-sha256": "E-mail address, hashed",
};

function personText(person: { name: string | null; email: string | null } | undefined, id: number) {
  return person?.name ? `${person.name} (${person.email})` : `Person #${id}`;
}

/**
 * What an action was done to, as people read it: by the name it had then (a post's title, a
 * person's name) where the row holds one, else by id; long ids (hashes) are cut short.
 */
function targetText(target: AuditEntryJson["target"], people: Map<number, AuditPerson>): string {
  if (!target) return "";
  const kind = kindNames[target.kind] ?? target.kind;
  if (target.kind === "user") {
    const person = people.get(Number(target.id));
    if (!target.label) return personText(person, Number(target.id));
    return person?.email ? `${target.label} (${person.email})` : target.label;
  }
  if (target.label) return `${kind} “${target.label}”`;
  // A CSV export names its filter: all, unread, search or unread+search.
  if (target.kind === "messages" || target.kind === "applications") return `${kind}: ${target.id}`;
  const id = target.id.length > 16 ? `${target.id.slice(0, 12)}…` : target.id;
  return /^\d+$/.test(id) ? `${kind} #${id}` : `${kind} ${id}`;
}

type AuditTableProps = {
  entries: AuditEntryJson[];
  people: AuditPerson[];
  /** The 1-based position of the first entry in the whole filtered log, and its size. */
  first: number;
  total: number;
};

/**
 * The log's rows as a real table: a caption saying which entries it shows, column headers, and the
 * time as each row's header. Scrolls sideways on a narrow screen, as a focusable region.
 */
export function AuditTable({ entries, people, first, total }: AuditTableProps) {
  const byId = new Map(people.map((person) => [person.id, person]));
  const cell = "px-3 py-2.5 align-top";
  return (
    <div
      role="region"
      aria-labelledby="audit-caption"
      tabIndex={0}
      className="overflow-x-auto rounded-card border border-line bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full min-w-[52rem] border-collapse text-left text-sm text-ink">
        <caption id="audit-caption" className="px-3 py-3 text-left text-sm font-semibold text-navy-900">
          Entries {first} to {first + entries.length - 1} of {total}, newest first
        </caption>
        <thead className="border-y border-line bg-surface">
          <tr>
            <th scope="col" className={cell}>
              Time
            </th>
            <th scope="col" className={cell}>
              Person
            </th>
            <th scope="col" className={cell}>
              Action
            </th>
            <th scope="col" className={cell}>
              Done to
            </th>
            <th scope="col" className={`${cell} whitespace-nowrap`}>
              IP address
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b border-line last:border-b-0">
              <th scope="row" className={`${cell} font-normal whitespace-nowrap`}>
                <LocalTime iso={entry.time} options={timeFormat} />
              </th>
              <td className={cell}>
                {entry.actor ? (
                  personText(entry.actor, entry.actor.id)
                ) : (
                  <span className="text-muted">No known person</span>
                )}
              </td>
              <td className={cell}>{auditActionLabel(entry.action)}</td>
              <td className={`${cell} wrap-anywhere`}>{targetText(entry.target, byId)}</td>
              <td className={`${cell} font-mono text-xs`}>{entry.ip}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
