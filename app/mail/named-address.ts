/**
 * `"Name" <address>` for a header: the name quoted (its quotes and backslashes escaped, line breaks
 * dropped), so any name the team gives itself stays one display name; nodemailer encodes non-ASCII.
 * Lead replies and meeting messages both answer to the inbound mailbox under the writer's name.
 */
export function namedAddress(name: string, address: string): string {
  const cleaned = name.replace(/[\r\n]+/g, " ").trim();
  if (!cleaned) return address;
  return `"${cleaned.replace(/["\\]/g, "\\$&")}" <${address}>`;
}
