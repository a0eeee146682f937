/** The largest raw mail taken (POST /api/inbound-mail, IMAP): 25 MB of files grow by a third in base64. */
export const INBOUND_RAW_MAX_BYTES = 40 * 1024 * 1024;
/** What is kept of a mail's text and quoted history, in characters. */
export const INBOUND_TEXT_MAX = 100_000;
