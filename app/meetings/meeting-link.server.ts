import { randomBytes } from "node:crypto";

/**
 * The video link of a new meeting: the template (MEETING_LINK_TEMPLATE) with each `{id}` replaced by
 * 96 random bits in hex, or null without a template. The part is the link's own, not the meeting's
 * id: that id is in every log line, manage link and calendar entry, and need not open the call too.
 */
export function newMeetingLink(template: string | undefined): string | null {
  if (!template) return null;
  return template.replaceAll("{id}", randomBytes(12).toString("hex"));
}
