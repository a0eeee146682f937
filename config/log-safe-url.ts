// Query parameters whose values never reach the log: the secrets some links carry (a calendar feed's
// `token`, a meeting's manage link `t`, and the usual names a later link would use) and a person's
// data (the personal-data screen's `email`, a search `q`, often a name or an address).
const HIDDEN_PARAMETERS = new Set([
  "token",
  "t",
  "code",
  "key",
  "secret",
  "password",
  "signature",
  "email",
  "q",
]);
// Path segments after which the rest of the path is a secret: `/invite/{token}`.
const SECRET_PATH_AFTER = new Set(["invite"]);
const REDACTED = "[redacted]";

/**
 * The URL as it may be written to the log: the values of secret (and personal) query parameters, and
 * the token in an invitation's path, replaced by `[redacted]`. Names are compared decoded and without
 * regard to case, as a router would read them; everything else is kept exactly as sent.
 */
export function logSafeUrl(url: string): string {
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const segments = path.split("/");
  const secretFrom = segments.findIndex((segment) => SECRET_PATH_AFTER.has(decoded(segment)));
  const secret = secretFrom !== -1 && segments.slice(secretFrom + 1).some((segment) => segment !== "");
  const safePath = secret ? [...segments.slice(0, secretFrom + 1), REDACTED].join("/") : path;
  if (queryStart === -1) return safePath;

  const safeQuery = url
    .slice(queryStart + 1)
    .split("&")
    .map((pair) => {
      const name = pair.split("=", 1)[0]!;
      return HIDDEN_PARAMETERS.has(decoded(name.replaceAll("+", " "))) ? `${name}=${REDACTED}` : pair;
    })
    .join("&");
  return `${safePath}?${safeQuery}`;
}

function decoded(part: string): string {
  try {
    return decodeURIComponent(part).toLowerCase();
  } catch {
    return part.toLowerCase();
  }
}
