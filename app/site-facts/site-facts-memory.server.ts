import type { Kysely } from "kysely";
import type { SiteFacts } from "#app/content/site-facts.ts";
import { readSiteFacts } from "#app/site-facts/site-facts-store.server.ts";
import type { Database } from "#db/schema.ts";

// The facts held in memory, so the public pages' renders and the mails written inside a submission's
// transaction never wait on a query of their own. Loaded at start and again whenever the content version
// moves (the content watcher's poll): an edit shows everywhere within a poll.
let current: SiteFacts | undefined;

/** Reads the saved facts into memory. */
export async function loadSiteFacts(db: Kysely<Database>): Promise<void> {
  current = await readSiteFacts(db);
}

/** The agency's facts as last loaded. */
export function currentSiteFacts(): SiteFacts {
  if (!current) throw new Error("The site facts are not loaded: call loadSiteFacts at start");
  return current;
}
