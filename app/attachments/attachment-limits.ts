/** The form field (multipart part, repeatable) that carries a reply's files. */
export const ATTACHMENT_FIELD = "attachment";
/** A reply's files together, and one received file alone, may be at most this large. */
export const ATTACHMENTS_MAX_BYTES = 10 * 1024 * 1024;
/** At most this many files go out with one reply. */
export const REPLY_ATTACHMENTS_MAX = 10;
/** An inbound mail keeps at most this many files, and at most this many bytes of them. */
export const INBOUND_ATTACHMENTS_MAX = 20;
export const INBOUND_ATTACHMENTS_MAX_BYTES = 25 * 1024 * 1024;
/** What the reply box and the API say is accepted. */
export const ACCEPTED_KINDS_TEXT = "PDF, PNG, JPEG, Word (.docx) or Excel (.xlsx)";
