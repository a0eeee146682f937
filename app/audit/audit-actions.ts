import type { AuditAction } from "#app/audit/audit-log.server.ts";

// What each action reads as on /admin/audit. `satisfies` makes the type check name any action of
// the union that has no label here (and any label that is no action), so the page's filter and the
// API's check of `action` always know every action that can be written.
const labels = {
  "admin.login": "Signed in",
  "admin.login_failed": "Failed sign-in",
  "admin.login_throttled": "Sign-in refused (too many failures)",
  "admin.logout": "Signed out",
  "admin.password_reset": "Password set from the command line",
  "account.name_change": "Changed their name",
  "account.password_change": "Changed their password",
  "account.session_end": "Ended a session",
  "user.invite": "Invited a person",
  "user.invite_accept": "Accepted an invitation",
  "user.role_change": "Changed a role",
  "user.disable": "Disabled a person",
  "user.enable": "Re-enabled a person",
  "totp.enable": "Turned on an authenticator app",
  "totp.disable": "Turned off an authenticator app",
  "recovery_code.use": "Used a recovery code",
  "passkey.add": "Added a passkey",
  "passkey.remove": "Removed a passkey",
  "inbox.read": "Marked as read",
  "inbox.unread": "Marked as unread",
  "inbox.delete": "Deleted",
  "inbox.export": "Exported as CSV",
  "cv.download": "Downloaded a CV",
  "attachment.download": "Downloaded a mail's attachment",
  "lead.status": "Changed a lead's status",
  "lead.assign": "Assigned a lead to someone",
  "lead.unassign": "Took a lead off its assignee",
  "lead.note": "Added a note to a lead",
  "lead.value": "Recorded what a lead was worth",
  "lead.reply": "Replied to the sender",
  "saved_reply.create": "Saved a reply template",
  "saved_reply.update": "Changed a reply template",
  "saved_reply.delete": "Deleted a reply template",
  "meeting.move": "Moved a meeting",
  "meeting.cancel": "Cancelled a meeting",
  "meeting.outcome": "Recorded a meeting's outcome",
  "meeting.reopen": "Set a finished meeting back to scheduled",
  "meeting.assign": "Assigned a meeting to someone",
  "meeting.unassign": "Took a meeting off its assignee",
  "meeting.link": "Changed a meeting's link",
  "meeting.note": "Added a note to a meeting",
  "meeting.reply": "Wrote to a meeting's visitor",
  "closed_day.add": "Added a day off",
  "closed_day.remove": "Removed a day off",
  "calendar_feed.create": "Made a private calendar feed",
  "calendar_feed.revoke": "Revoked a private calendar feed",
  "personal_data.export": "Looked up or exported personal data",
  "personal_data.erase": "Erased personal data",
  "post.create": "Wrote a new post",
  "post.update": "Saved a post",
  "post.publish": "Published a post",
  "post.schedule": "Scheduled a post",
  "post.unpublish": "Unpublished a post",
  "post.restore": "Restored a post's revision",
  "post.delete": "Deleted a post",
  "job.create": "Added a job opening",
  "job.update": "Changed a job opening",
  "job.delete": "Deleted a job opening",
  "faq.create": "Added an FAQ",
  "faq.update": "Changed an FAQ",
  "faq.delete": "Deleted an FAQ",
  "image.upload": "Uploaded an image",
  "site_facts.update": "Changed the site's contact facts",
  "logo.add": "Added a logo to a home page strip",
  "logo.update": "Renamed or moved a logo",
  "logo.remove": "Removed a logo from a home page strip",
} satisfies Record<AuditAction, string>;

// The filter's groups, by the part of an action's name before the dot.
const groupOfArea: Record<string, string> = {
  admin: "Signing in",
  account: "Own account",
  user: "Team",
  totp: "Second factors",
  recovery_code: "Second factors",
  passkey: "Second factors",
  inbox: "Inbox",
  cv: "Inbox",
  attachment: "Inbox",
  lead: "Inbox",
  saved_reply: "Inbox",
  meeting: "Meetings",
  closed_day: "Meetings",
  calendar_feed: "Meetings",
  personal_data: "Personal data",
  post: "Content",
  job: "Content",
  faq: "Content",
  image: "Content",
  site_facts: "Content",
  logo: "Content",
};

/** Every action the log knows, in the order listed above. */
export const AUDIT_ACTIONS = Object.keys(labels) as AuditAction[];

export type AuditActionGroup = { group: string; actions: { action: AuditAction; label: string }[] };

/** The actions grouped as the filter offers them, each with its label. */
export function auditActionGroups(): AuditActionGroup[] {
  const groups = new Map<string, AuditActionGroup>();
  for (const action of AUDIT_ACTIONS) {
    const group = groupOfArea[action.split(".")[0]!] ?? "Other";
    if (!groups.has(group)) groups.set(group, { group, actions: [] });
    groups.get(group)!.actions.push({ action, label: labels[action] });
  }
  return [...groups.values()];
}

export function isAuditAction(value: string): value is AuditAction {
  return Object.hasOwn(labels, value);
}

/** The action as people read it; a row written by an older version shows its stored name. */
export function auditActionLabel(action: string): string {
  return isAuditAction(action) ? labels[action] : action;
}
