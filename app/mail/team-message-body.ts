import { multiLineText } from "#app/forms/field-rules.ts";

/** The longest message a team member writes to a visitor (a lead's reply, a meeting's message, a saved reply), in characters (code points). */
const TEAM_MESSAGE_BODY_MAX = 20_000;

/** `{"body"}` of a team member's message or a saved reply: 1 to 20,000 characters once trimmed; line breaks kept. */
export const teamMessageBody = multiLineText("body", TEAM_MESSAGE_BODY_MAX);
