import { issueFormToken } from "#app/submissions/form-token.server.ts";
import { servicesContext } from "#app/context.ts";
import type { Route } from "./+types/api.form-token";

// A fresh signed time stamp for the site's forms, fetched when a form comes to life: the one the page
// was served with ages while the tab stays open, and the server refuses it after a day.
// With it, how long after it arrives the form may be sent (the server's minimum fill time).
export async function loader({ context }: Route.LoaderArgs) {
  const { database, config } = context.get(servicesContext);
  const token = await issueFormToken(database.db);
  // Never cached: the server marks every rendered response `private, no-store`.
  return Response.json({ token, minFillMs: config.MIN_FILL_TIME_MS });
}
