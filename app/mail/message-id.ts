import { randomUUID } from "node:crypto";

/**
 * A fresh Message-ID, "<uuid@domain>", on the domain of the From address (MAIL_FROM), or of the
 * site when MAIL_FROM names no domain: mail systems expect the right-hand side to be the sender's.
 */
export function newMessageId(mailFrom: string, siteUrl: string, unique: string = randomUUID()): string {
  const fromDomain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom.trim())?.[1];
  const domain = fromDomain ?? new URL(siteUrl).hostname;
  return `<${unique}@${domain.toLowerCase()}>`;
}
