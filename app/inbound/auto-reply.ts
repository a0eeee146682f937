/** What `isAutoReply` reads of a mail: its headers (names lower-cased) and its sender's address. */
export type AutoReplySigns = {
  header(name: string): string | undefined;
  fromAddress: string;
  subject: string;
};

const AUTOMATIC_PRECEDENCE = new Set(["auto_reply", "bulk", "junk"]);
const MAILER_DAEMON = /^(mailer-daemon|postmaster)@/i;
const OUT_OF_OFFICE_SUBJECT = /^\s*(automatic reply|auto(-|matic )?response|auto|out of (the )?office)\s*:/i;

/**
 * True for a mail no person wrote: RFC 3834's Auto-Submitted (anything but "no"), the out-of-office
 * headers of common servers (X-Autoreply, X-Autorespond, Precedence: auto_reply/bulk/junk), an
 * "Automatic reply:" subject, or a bounce (multipart/report, or from MAILER-DAEMON/postmaster).
 */
export function isAutoReply({ header, fromAddress, subject }: AutoReplySigns): boolean {
  const submitted = header("auto-submitted")?.trim().toLowerCase();
  if (submitted && submitted !== "no") return true;
  if (header("x-autoreply") !== undefined || header("x-autorespond") !== undefined) return true;
  if (header("x-autoresponder") !== undefined) return true;
  if (AUTOMATIC_PRECEDENCE.has(header("precedence")?.trim().toLowerCase() ?? "")) return true;
  if (/^multipart\/report\b/i.test(header("content-type") ?? "")) return true;
  if (MAILER_DAEMON.test(fromAddress)) return true;
  return OUT_OF_OFFICE_SUBJECT.test(subject);
}
