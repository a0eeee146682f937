/** The query parameter of /login and /login/verify that says where to go once signed in. */
export const RETURN_PARAM = "next";
const HOME = "/admin";
const BASE = "http://return-path.invalid";

/**
 * Where a sign-in may return to: `raw` when it is a path inside the admin on this site ("/admin",
 * "/admin/messages/42?x#y"), otherwise "/admin". Anything that could leave the site ("//evil.com",
 * "/\evil.com", "https://evil.com", control characters, dot segments out of /admin) goes home.
 */
export function safeReturnPath(raw: unknown): string {
  if (typeof raw !== "string" || raw.length > 2000) return HOME;
  // A backslash is a slash to browsers; control characters are dropped by them. Neither belongs here.
  if (!/^\/admin(?:[/?#]|$)/.test(raw) || raw.includes("\\") || hasControlCharacter(raw)) return HOME;
  const url = new URL(raw, BASE);
  if (url.origin !== BASE || !/^\/admin(?:\/|$)/.test(url.pathname) || url.pathname.startsWith("//")) {
    return HOME;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page for someone signed out at `url`: /login, asking to come back to an admin path. */
export function loginPathFor(url: URL): string {
  // A client-side navigation's data request (/admin/messages/5.data?_routes=...) returns to its page.
  const params = new URLSearchParams(url.search);
  params.delete("_routes");
  const search = params.size ? `?${params}` : "";
  const back = safeReturnPath(`${url.pathname.replace(/\.data$/, "")}${search}`);
  return back === HOME ? "/login" : `/login?${new URLSearchParams({ [RETURN_PARAM]: back })}`;
}

/** The same query for the next step of a sign-in (/login/verify), or nothing when going home. */
export function returnQuery(path: string): string {
  return path === HOME ? "" : `?${new URLSearchParams({ [RETURN_PARAM]: path })}`;
}

function hasControlCharacter(text: string): boolean {
  return [...text].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);
}
