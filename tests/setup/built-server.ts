import { afterAll, beforeAll } from "vitest";
import { type ScratchDatabase, createScratchDatabase } from "#tests/setup/databases.ts";
import { type ServerProcess, startServerProcess } from "#tests/setup/server-process.ts";

/** The built server a test file shares, and the scratch SQLite database it runs on. */
export type BuiltServer = { readonly server: ServerProcess; readonly databaseUrl: string };

/**
 * Starts the production build on a scratch SQLite database before the file's tests and stops both
 * after them (`npm run build` first). Read `.server` inside the tests, once it has started.
 */
export function builtServerForThisFile(env: Record<string, string> = {}): BuiltServer {
  let database: ScratchDatabase | undefined;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    database = await createScratchDatabase("sqlite");
    server = await startServerProcess({ DATABASE_URL: database.url, ...env });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("The server starts in beforeAll: read it inside a test");
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get databaseUrl() {
      return started(database).url;
    },
  };
}
