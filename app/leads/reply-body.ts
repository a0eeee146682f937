import { multiLineText } from "#app/forms/field-rules.ts";

/** The longest reply (or saved reply) body, in characters (code points). */
const REPLY_BODY_MAX = 20_000;

/** `{"body"}` of a reply or a saved reply: 1 to 20,000 characters once trimmed; line breaks kept. */
export const replyBody = multiLineText("body", REPLY_BODY_MAX);
