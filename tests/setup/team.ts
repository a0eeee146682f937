import type { Kysely } from "kysely";
import type { Database, UserRole } from "#db/schema.ts";
import { site } from "#app/content/site.ts";
import { hashPassword } from "#app/auth/password-hash.server.ts";
import { createSession, sessionPolicy } from "#app/auth/sessions.server.ts";
import { createUser } from "#app/auth/users.server.ts";

/** The first owner's address when a test server starts without ADMIN_EMAIL: the agency's own. */
export const OWNER_EMAIL = site.mailbox.toLowerCase();

/** The form a test posts to /login. */
export function signInForm(password: string, email = OWNER_EMAIL): URLSearchParams {
  return new URLSearchParams({ email, password });
}

let counter = 0;

/** A team member with a password, straight in the database; returns their id. */
export async function addTestUser(
  db: Kysely<Database>,
  {
    role = "member",
    password = "correct horse battery staple",
    email,
  }: { role?: UserRole; password?: string; email?: string } = {},
): Promise<{ id: number; email: string; password: string }> {
  const address = email ?? `person${++counter}.${Date.now()}@example.in`;
  const id = await createUser(db, {
    email: address,
    name: `Test ${role}`,
    role,
    passwordHash: await hashPassword(password),
  });
  return { id, email: address, password };
}

/** A signed-in session for a new team member of `role`; returns the session cookie's token. */
export async function signedInToken(db: Kysely<Database>, role: UserRole = "owner"): Promise<string> {
  const { id } = await addTestUser(db, { role });
  return sessionTokenFor(db, id);
}

/** A session cookie for a person, straight from the database (as a finished sign-in would set it). */
export async function sessionCookieFor(
  db: Kysely<Database>,
  userId: number,
  userAgent?: string,
): Promise<string> {
  return `admin_session=${await sessionTokenFor(db, userId, userAgent)}`;
}

async function sessionTokenFor(db: Kysely<Database>, userId: number, userAgent = "Vitest"): Promise<string> {
  const policy = sessionPolicy({ SESSION_IDLE_HOURS: 12, SESSION_MAX_DAYS: 7 });
  const { token } = await createSession(db, { userId, ip: "203.0.113.9", userAgent, policy });
  return token;
}
