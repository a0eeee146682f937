// `npm run admin:user -- EMAIL [--role owner|member] [--name "Full Name"]`: creates a team member with
// a password, or resets an existing one's password (and role, when given); either way every session
// of that person ends. On a terminal it asks twice with hidden input; otherwise it reads the password
// from stdin:   printf '%s\n' 'new password' | npm run admin:user -- priya@example.in
// `npm run admin:password` (the older name) does the same for the first owner.
import { parseArgs } from "node:util";
import { audit } from "#app/audit/audit-log.server.ts";
import { hashPassword } from "#app/auth/password-hash.server.ts";
import { passwordProblem } from "#app/auth/password-policy.server.ts";
import { USER_ROLES, createUser, findUserRowByEmail, setPasswordHash } from "#app/auth/users.server.ts";
import type { UserRole } from "#db/schema.ts";
import { loadDotEnv, parseConfig } from "#config/server-config.ts";
import { createLogger } from "#config/logger.ts";
import { openDatabase } from "#db/database.ts";
import { migrateDatabase } from "#db/migrate.ts";

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

async function readNewPassword(email: string): Promise<string> {
  if (!process.stdin.isTTY) return readStdin();
  const first = await promptHidden(`New password for ${email}: `);
  const second = await promptHidden("Repeat the new password: ");
  if (first !== second) throw new Error("The two passwords differ; nothing was changed.");
  return first;
}

loadDotEnv();
const config = parseConfig();
const handle = openDatabase(config.DATABASE_URL);
try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { role: { type: "string" }, name: { type: "string" } },
  });
  const role = values.role as UserRole | undefined;
  if (role !== undefined && !USER_ROLES.includes(role)) throw new Error("--role must be owner or member.");
  await migrateDatabase(config.DATABASE_URL);
  // Without an address (the older `npm run admin:password`): the first owner.
  const firstOwner = await handle.db
    .selectFrom("users")
    .select("email")
    .where("role", "=", "owner")
    .orderBy("id")
    .executeTakeFirst();
  const email = positionals[0] ?? firstOwner?.email ?? config.ADMIN_EMAIL;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`"${email}" is not an e-mail address.`);

  const password = await readNewPassword(email);
  const problem = passwordProblem(password);
  if (problem) throw new Error(`${problem} Nothing was changed.`);
  const passwordHash = await hashPassword(password);
  const existing = await findUserRowByEmail(handle.db, email);
  let userId: number;
  if (existing) {
    userId = Number(existing.id);
    await setPasswordHash(handle.db, userId, passwordHash);
    const changes = { ...(role ? { role } : {}), ...(values.name ? { name: values.name } : {}) };
    if (Object.keys(changes).length)
      await handle.db.updateTable("users").set(changes).where("id", "=", userId).execute();
  } else {
    const name = values.name ?? email.split("@")[0]!;
    userId = await createUser(handle.db, { email, name, role: role ?? "member", passwordHash });
  }
  const logger = createLogger(config.LOG_LEVEL);
  await audit(
    { database: handle, logger },
    { actor: null, action: "admin.password_reset", target: { kind: "user", id: userId }, ip: "local" },
  );
  console.log(
    existing
      ? `The password of ${email} is set and every session of theirs has ended: they sign in again with the new one.`
      : `${email} is on the team as ${role ?? "member"}; they can sign in at /login with this password.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
