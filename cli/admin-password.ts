// `npm run admin:password`: sets or resets the admin password and ends every admin session.
// On a terminal it asks twice with hidden input; otherwise it reads the password from stdin:
//   printf '%s\n' 'new password' | npm run admin:password
import { audit } from "#app/auth/audit-log.server.ts";
import { setAdminPassword } from "#app/auth/admin-credentials.server.ts";
import { loadDotEnv, parseConfig } from "#config/server-config.ts";
import { createLogger } from "#config/logger.ts";
import { openDatabase } from "#db/database.ts";
import { migrateToLatest } from "#db/migrate.ts";

const MIN_LENGTH = 8;
const MAX_LENGTH = 1024;

/** Reads one line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const { stdin, stdout } = process;
    // Echo goes off before the prompt shows, so nothing typed can ever appear on screen.
    stdin.setRawMode(true);
    stdout.write(question);
    stdin.resume();
    stdin.setEncoding("utf8");
    let value = "";
    const finish = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off("data", onData);
      stdout.write("\n");
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") return finish();
        if (char === "\u0003") return finish(new Error("Cancelled."));
        if (char === "\u007f" || char === "\b") value = [...value].slice(0, -1).join("");
        else if (char >= " ") value += char;
      }
    };
    stdin.on("data", onData);
  });
}

async function readStdin(): Promise<string> {
  let input = "";
  for await (const chunk of process.stdin) input += chunk;
  // The first line is the password; only the line break after it is dropped, never spaces.
  return input.split(/\r?\n/)[0] ?? "";
}

async function readNewPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readStdin();
  const first = await promptHidden("New admin password: ");
  const second = await promptHidden("Repeat the new password: ");
  if (first !== second) throw new Error("The two passwords differ; nothing was changed.");
  return first;
}

loadDotEnv();
const config = parseConfig();
const handle = openDatabase(config.DATABASE_URL);
try {
  const password = await readNewPassword();
  if (password.length < MIN_LENGTH || password.length > MAX_LENGTH) {
    throw new Error(
      `The password must be ${MIN_LENGTH} to ${MAX_LENGTH} characters long; nothing was changed.`,
    );
  }
  await migrateToLatest(handle.db);
  await setAdminPassword(handle.db, password);
  audit(createLogger(config.LOG_LEVEL), "admin.password_reset", { ip: "local", target: "admin" });
  console.log("The admin password is set. Every admin session has ended, so log in again with the new one.");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
