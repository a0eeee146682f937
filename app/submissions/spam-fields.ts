/**
 * Names of the anti-spam fields the site's own forms carry. API clients leave both out; a form
 * without JavaScript sends the honeypot (empty) and the token its page was served with.
 */

/** Hidden from people (and from screen readers); a bot that fills every input fills this too. */
export const HONEYPOT_FIELD = "website";

/**
 * A signed time stamp: filled into a form page as it is served (the server puts a fresh one into each
 * copy of a page it keeps rendered), and fetched from `GET /api/form-token` when the form comes to life.
 */
export const FORM_TOKEN_FIELD = "form_token";

/** Where the browser gets a fresh token, when the page's own has aged or been refused. */
export const FORM_TOKEN_URL = "/api/form-token";
