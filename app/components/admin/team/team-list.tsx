import type { ReactNode } from "react";
import { LocalTime } from "#app/components/admin/local-time.tsx";
import { MemberActions } from "#app/components/admin/team/member-actions.tsx";
import type { MemberJson, MemberStatus } from "#app/team/team-json.ts";

const statusText: Record<MemberStatus, string> = {
  active: "Active",
  invited: "Invited",
  disabled: "Disabled",
};
const statusTone: Record<MemberStatus, string> = {
  active: "bg-success-50 text-ink border-success-600",
  invited: "bg-warning-50 text-ink border-warning-500",
  disabled: "bg-surface text-muted border-line",
};

const dateOptions: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

/** One fact about a person: a term and its value, in the card's description list. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{term}</dt>
      <dd className="mt-0.5 text-sm text-ink">{children}</dd>
    </div>
  );
}

/**
 * The team as a list of cards, one per person (a heading each, so a screen reader can jump between
 * people), with their role, status, last sign-in and second factor, and what an owner can change.
 */
export function TeamList({ members, viewerId }: { members: MemberJson[]; viewerId: number }) {
  return (
    <ul className="grid gap-4" aria-label="People on the team">
      {members.map((member) => (
        <li key={member.id} className="grid gap-4 rounded-card border border-line bg-white p-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h3 className="text-lg font-bold text-navy-900">{member.name}</h3>
              <p className="text-sm wrap-anywhere text-muted">{member.email}</p>
            </div>
            <span
              className={`rounded-pill border px-3 py-1 text-xs font-semibold ${statusTone[member.status]}`}
            >
              <span className="sr-only">Status: </span>
              {statusText[member.status]}
            </span>
          </div>
          <dl className="grid gap-3 sm:grid-cols-3">
            <Fact term="Role">{member.role === "owner" ? "Owner" : "Member"}</Fact>
            <Fact term="Last sign-in">
              {member.lastSignInAt ? <LocalTime iso={member.lastSignInAt} options={dateOptions} /> : "Never"}
            </Fact>
            <Fact term="Two-step sign-in">{member.twoFactor ? "On" : "Off"}</Fact>
          </dl>
          <MemberActions member={member} isViewer={member.id === viewerId} />
        </li>
      ))}
    </ul>
  );
}
