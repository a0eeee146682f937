import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import pino from "pino";
import { afterAll, beforeAll, expect } from "vitest";
import type { DatabaseDialect } from "#db/database.ts";
import type { AppServices } from "#app/context.ts";
import { registerPasskeyApi } from "#app/auth/passkeys-api.server.ts";
import { passkeySignInApi } from "#app/auth/passkey-sign-in-api.server.ts";
import { createSession, sessionPolicy } from "#app/auth/sessions.server.ts";
import { openScratchDatabase } from "#tests/setup/databases.ts";
import { routerContext, testServices } from "#tests/setup/router-context.ts";
import { addTestUser } from "#tests/setup/team.ts";
import { softAuthenticator } from "#tests/integration/passkeys-soft-authenticator.ts";

/** Where the tests' browsers stand: the relying party is localhost. */
export const ORIGIN = "http://localhost";
type Handler = typeof registerPasskeyApi;
type Call = {
  method?: string;
  path: string;
  body?: unknown;
  params?: Record<string, string>;
  headers?: Record<string, string>;
};

/** One browser: its cookies (kept from each answer's Set-Cookie) and the IP it calls from. */
export function browser(ip: string, cookies: Record<string, string> = {}) {
  const jar = new Map(Object.entries(cookies));
  return {
    ip,
    jar,
    /** Calls an API handler as React Router would, with this browser's cookies and IP. */
    async call(
      handler: Handler,
      { method = "POST", path, body, params = {}, headers = {} }: Call,
      services: AppServices,
    ): Promise<Response> {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
      const request = new Request(`${ORIGIN}${path}`, {
        method,
        headers: { "content-type": "application/json", origin: ORIGIN, cookie, ...headers },
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      });
      let response: Response;
      try {
        const context = routerContext(services, ip);
        response = await handler({ request, context, params, unstable_pattern: "" } as never);
      } catch (thrown) {
        if (!(thrown instanceof Response)) throw thrown;
        response = thrown;
      }
      for (const line of response.headers.getSetCookie()) {
        const [name, value] = line.split(";")[0]!.split("=") as [string, string];
        if (/Max-Age=0/.test(line)) jar.delete(name);
        else jar.set(name, value);
      }
      return response;
    },
  };
}
export type Browser = ReturnType<typeof browser>;

let ipCounter = 0;
/** A client address no other test has used, so one test's failures never throttle another. */
export const nextIp = () => `198.51.100.${++ipCounter}`;

/**
 * A scratch database of `dialect` for the calling describe block (opened before its tests, dropped
 * after), the services over it with a logger the tests can read, and the steps the tests repeat.
 */
export function passkeyHarness(dialect: DatabaseDialect) {
  let database: Awaited<ReturnType<typeof openScratchDatabase>>;
  let services: AppServices;
  const logLines: { msg?: string; reason?: string }[] = [];

  beforeAll(async () => {
    database = await openScratchDatabase(dialect);
    const stream = {
      write: (line: string) => void logLines.push(JSON.parse(line) as (typeof logLines)[number]),
    };
    services = { ...testServices(database), logger: pino({ level: "info" }, stream) };
  });
  afterAll(async () => {
    await database?.drop();
  });

  const register = (client: Browser, body: Record<string, unknown>) =>
    client.call(registerPasskeyApi, { path: "/api/admin/me/passkeys", body }, services);
  const signIn = (client: Browser, body: Record<string, unknown>) =>
    client.call(passkeySignInApi, { path: "/api/passkeys/sign-in", body }, services);

  const harness = {
    db: () => database.db,
    services: () => services,
    register,
    signIn,
    /** Why the last passkey was refused, as the server logged it (the browser is never told). */
    lastReason: () => logLines.filter((line) => /refused/.test(line.msg ?? "")).at(-1)?.reason,

    /** A new member with a live session, in a browser of their own. */
    async signedInMember() {
      const user = await addTestUser(database.db);
      const policy = sessionPolicy({ SESSION_IDLE_HOURS: 12, SESSION_MAX_DAYS: 7 });
      const session = { userId: user.id, ip: "203.0.113.9", userAgent: "Vitest", policy };
      const { token } = await createSession(database.db, session);
      return { user, browser: browser(nextIp(), { admin_session: token }) };
    },

    async registrationOptions(client: Browser) {
      const response = await register(client, { step: "options" });
      expect(response.status).toBe(200);
      return ((await response.json()) as { options: PublicKeyCredentialCreationOptionsJSON }).options;
    },

    async signInOptions(client: Browser) {
      const response = await signIn(client, { step: "options" });
      expect(response.status).toBe(200);
      return ((await response.json()) as { options: PublicKeyCredentialRequestOptionsJSON }).options;
    },

    /** A member with one registered passkey, and the authenticator that holds it. */
    async memberWithPasskey() {
      const member = await harness.signedInMember();
      const authenticator = softAuthenticator(ORIGIN);
      const options = await harness.registrationOptions(member.browser);
      const response = await register(member.browser, {
        step: "verify",
        name: "Laptop",
        response: authenticator.register(options),
      });
      expect(response.status).toBe(201);
      return { ...member, authenticator };
    },

    auditRows: (action: string) =>
      database.db.selectFrom("audit_log").selectAll().where("action", "=", action).orderBy("id").execute(),
  };
  return harness;
}
