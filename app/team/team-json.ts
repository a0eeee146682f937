import type { UserRole } from "#db/schema.ts";
import type { TeamMember } from "#app/auth/users.server.ts";

/** Where a person stands: signing in, invited (no password yet), or disabled (which wins). */
export type MemberStatus = "active" | "invited" | "disabled";

/** A person as the team API and the team page show them. */
export type MemberJson = {
  id: number;
  email: string;
  name: string;
  role: UserRole;
  status: MemberStatus;
  twoFactor: boolean;
  createdAt: string;
  lastSignInAt: string | null;
};

function memberStatus(member: TeamMember): MemberStatus {
  if (member.disabled) return "disabled";
  return member.active ? "active" : "invited";
}

export function memberJson(member: TeamMember): MemberJson {
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    status: memberStatus(member),
    twoFactor: member.twoFactor,
    createdAt: member.createdAt,
    lastSignInAt: member.lastSignInAt,
  };
}
