/**
 * True when a state-changing request plainly comes from another site: its `Origin` names a different
 * origin (or is the opaque "null"), or the browser's `Sec-Fetch-Site` says `cross-site`. Requests
 * without either header (curl, old browsers) pass; the SameSite=Lax cookie already keeps
 * cross-site POSTs unauthenticated, so this is the second lock on the door.
 */
export function isCrossSiteRequest(request: Request, { siteUrl }: { siteUrl: string }): boolean {
  if (request.headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  const own = new URL(request.url);
  const allowed = new Set([own.origin, `https://${own.host}`, new URL(siteUrl).origin]);
  return !allowed.has(origin);
}
