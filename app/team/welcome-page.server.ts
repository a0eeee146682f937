import { type RouterContextProvider, data, redirect } from "react-router";
import { requireAdmin } from "#app/auth/require-admin.server.ts";
import { RETURN_PARAM, safeReturnPath } from "#app/auth/return-path.ts";
import { needsName } from "#app/auth/users.server.ts";
import { readBodyFields } from "#app/http/request-body.server.ts";
import { changeOwnName } from "#app/team/account.server.ts";
import { checkName } from "#app/team/team-input.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** What /admin/welcome shows: the person's address, and where the form goes on to once saved. */
type WelcomePageData = { email: string; next: string };
type WelcomeActionResult = { error: string; name: string };

// The screen comes before everything else, a second factor's setup included.
const welcomeOptions = { allowWithoutName: true, allowWithoutSecondFactor: true };
const noStore = { "Cache-Control": "private, no-store" };

function nextOf(url: URL): string {
  return safeReturnPath(url.searchParams.get(RETURN_PARAM) ?? "/admin");
}

/** GET /admin/welcome: a person without a name is asked for it; anyone else goes on at once. */
export async function welcomePageLoader(args: Args) {
  const admin = await requireAdmin(args, welcomeOptions);
  const next = nextOf(new URL(args.request.url));
  if (!needsName(admin.user)) throw redirect(next);
  return data({ email: admin.user.email, next } satisfies WelcomePageData, { headers: noStore });
}

/**
 * POST /admin/welcome (`name`): saves the person's name (the account page's rules; the placeholder
 * "Owner" is refused, since it is what is being replaced) and goes on to `next`, a path in the admin.
 */
export async function welcomePageAction(args: Args) {
  const admin = await requireAdmin(args, welcomeOptions);
  const body = await readBodyFields(args.request);
  const fields = body.ok ? body.fields : {};
  const checked = checkName(fields);
  const typed = typeof fields.name === "string" ? fields.name : "";
  const refusal = !checked.ok
    ? checked.errors.name!
    : needsName({ name: checked.value })
      ? "Type your own name: it signs your replies, notes and posts."
      : null;
  if (refusal || !checked.ok) {
    return data({ error: refusal ?? "Name is required.", name: typed } satisfies WelcomeActionResult, {
      status: 400,
      headers: noStore,
    });
  }
  await changeOwnName(admin, checked.value);
  // The form carries `next` (so a page without JavaScript keeps it too); the URL's is the fallback.
  const next = typeof fields[RETURN_PARAM] === "string" ? safeReturnPath(fields[RETURN_PARAM]) : null;
  throw redirect(next ?? nextOf(new URL(args.request.url)));
}
