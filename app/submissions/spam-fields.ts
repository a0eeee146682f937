import { SECOND_MS } from "#app/lib/time-units.ts";

/**
 * Names of the anti-spam fields the site's own forms carry. API clients leave both out; a form
 * without JavaScript sends the honeypot (empty) and the token its page was served with.
 */

/** Hidden from people (and from screen readers); a bot that fills every input fills this too. */
export const HONEYPOT_FIELD = "website";

/**
 * A signed time stamp: filled into a form page as it is served (the server does it for prerendered
 * pages, see server/static-files.ts), and fetched from `GET /api/form-token` when the form comes to life.
 */
export const FORM_TOKEN_FIELD = "form_token";

/** Where the browser gets a fresh token (the pages themselves are static HTML). */
export const FORM_TOKEN_URL = "/api/form-token";

/** People need a few seconds to fill in a form; a submission sooner than this after the token is a bot. */
export const MIN_FILL_MS = 3 * SECOND_MS;
