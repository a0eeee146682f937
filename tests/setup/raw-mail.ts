import MailComposer from "nodemailer/lib/mail-composer/index.js";
import type Mail from "nodemailer/lib/mailer/index.js";

/** A few bytes that are a PDF to `detectFileKind` (the inbound and reply attachment tests share it). */
export const SMALL_PDF = new Uint8Array(Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"));

/** A raw RFC 822 mail, as a mailbox or a relay would hand it over, built by nodemailer. */
export async function rawMail(
  options: Mail.Options & { headers?: Record<string, string> },
): Promise<Uint8Array> {
  const composer = new MailComposer({
    to: "replies@elevatedigital.in",
    date: new Date("2026-11-26T09:30:00Z"),
    ...options,
  });
  const built = await composer.compile().build();
  return new Uint8Array(built);
}
