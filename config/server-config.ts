import { existsSync } from "node:fs";
import { z } from "zod";
import { site } from "#app/content/site.ts";
import { DEFAULT_RETENTION_DAYS } from "#app/content/data-retention.ts";
import { MIN_FILL_MS } from "#app/lib/min-fill-time.ts";
import { MINUTE_MS, SECOND_MS } from "#app/lib/time-units.ts";

/** The whole configuration of a running server, read from the environment once at start-up. */
export type ServerConfig = z.infer<typeof configSchema>;

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ error: "must be a port number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 65535")
    .max(65535, "must be between 1 and 65535")
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(/^(file:.+|postgres(ql)?:\/\/.+)$/, "must be file:<path> or postgres://...")
    .default("file:./data/site.db"),
  // PostgreSQL connections this process keeps at most (SQLite has one); unset, db/database.ts's default.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
  // How long a SQLite write waits for another process's lock, in ms; unset, db/database.ts's 5 s.
  SQLITE_BUSY_TIMEOUT_MS: z.coerce.number().int().min(0).max(MINUTE_MS).optional(),
  SITE_URL: z
    .url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" })
    .transform((url) => url.replace(/\/+$/, ""))
    .default("http://localhost:3000"),
  // How many reverse-proxy hops to trust for X-Forwarded-* (0 = none, the safe default).
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Behind a TLS-terminating proxy that does not send X-Forwarded-Proto, force HTTPS-only headers.
  FORCE_HTTPS: booleanFlag.default(false),
  SHUTDOWN_TIMEOUT_MS: positiveInt(10 * SECOND_MS),
  // Where `npm run build` wrote the app (react-router.config.ts reads the same variable).
  BUILD_DIR: z.string().min(1).default("build"),
  // The first owner's e-mail and password, read on the first start only (the password is stored as a
  // hash); later changes go through `npm run admin:user` or /admin/account. The password must pass the
  // team's password policy, checked where it is used (app/team/first-owner.server.ts).
  ADMIN_EMAIL: z
    .email("must be an e-mail address")
    .transform((email) => email.toLowerCase())
    .default(site.mailbox.toLowerCase()),
  ADMIN_PASSWORD: z.string().optional(),
  // The first owner's display name, read on the first start only; unset, they are asked at sign-in.
  ADMIN_NAME: z
    .string()
    .trim()
    .min(1, "must not be empty")
    .max(100, "must be at most 100 characters")
    .optional(),
  // Every person must set up a second factor (TOTP or a passkey) before using the admin.
  REQUIRE_2FA: booleanFlag.default(false),
  // An admin session ends after this long without a request, and this long after login at the latest.
  SESSION_IDLE_HOURS: z.coerce.number().positive("must be a positive number").max(720).default(12),
  SESSION_MAX_DAYS: z.coerce.number().positive("must be a positive number").max(365).default(7),
  // Public form submissions allowed per client IP and endpoint (contact, apply), held in the database.
  RATE_LIMIT_SUBMIT_PER_MINUTE: positiveInt(5),
  RATE_LIMIT_SUBMIT_PER_DAY: positiveInt(50),
  // A form posted sooner than this after its page (or token) was served is taken for a bot's. Tests
  // set it low, so no test waits out a person's real seconds.
  MIN_FILL_TIME_MS: z.coerce
    .number()
    .int("must be a whole number")
    .min(0)
    .max(MINUTE_MS)
    .default(MIN_FILL_MS),
  // New meeting bookings allowed per client IP and hour, so no one can fill the calendar by script.
  RATE_LIMIT_BOOKINGS_PER_HOUR: positiveInt(30),
  // How far ahead of a call a visitor must book or move it, so the team can prepare.
  MEETING_NOTICE_HOURS: z.coerce
    .number({ error: "must be a whole number of hours" })
    .int("must be a whole number of hours")
    .min(0, "must be between 0 and 168")
    .max(168, "must be between 0 and 168")
    .default(4),
  // The video link made for every booking, `{id}` replaced by a random part of its own, such as
  // https://meet.jit.si/elevate-{id}. Unset: no link is made; the team arranges how to meet.
  MEETING_LINK_TEMPLATE: z
    .string()
    .refine(
      (template) => /^https?:\/\/[^\s]+$/.test(template) && URL.canParse(template.replaceAll("{id}", "x")),
      "must be an absolute http(s) URL, with {id} where each meeting's own part goes",
    )
    .optional(),
  // Notification mail. Without SMTP_URL mail stays queued in the outbox and nothing is sent.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, "must be smtp://... or smtps://...")
    .optional(),
  NOTIFY_EMAIL: z.email("must be an e-mail address").default(site.mailbox),
  MAIL_FROM: z.string().min(3).default(`${site.name} <${site.mailbox}>`),
  // The mailbox that answers to the team's replies reach (their Reply-To, with the writer's name), read
  // by IMAP_URL or posted to /api/inbound-mail by a relay. Unset: NOTIFY_EMAIL (see `inboundEmail`).
  INBOUND_EMAIL: z.email("must be an e-mail address").optional(),
  // The bearer token a mail relay sends to POST /api/inbound-mail. Unset: that endpoint answers 404,
  // as if it did not exist. At least 24 characters, so it cannot be guessed.
  INBOUND_MAIL_TOKEN: z.string().min(24, "must be at least 24 characters").optional(),
  // The inbound mailbox by IMAP, imaps://user:password@host/INBOX (the path names the folder; INBOX
  // when none). Unset: nothing is polled.
  IMAP_URL: z
    .string()
    .regex(/^imaps?:\/\/[^/]+/, "must be imap://... or imaps://...")
    .refine((url) => URL.canParse(url), "must be a URL such as imaps://user:password@imap.example.in/INBOX")
    .optional(),
  // How often the IMAP mailbox is read.
  IMAP_POLL_SECONDS: z.coerce.number().int("must be a whole number").min(5).max(3600).default(60),
  // A short acknowledgement mailed to whoever sends a message or an application (at most one per
  // address an hour, never for spam); `false` turns it off.
  AUTOREPLY: booleanFlag.default(true),
  // Messages, applications (with CVs) and past meetings older than this are deleted, once a day.
  RETENTION_DAYS: z.coerce
    .number()
    .int("must be a whole number")
    .min(1)
    .max(3650)
    .default(DEFAULT_RETENTION_DAYS),
  // Audit rows (who did what in the admin) older than this are deleted by the same daily purge.
  AUDIT_RETENTION_DAYS: z.coerce.number().int("must be a whole number").min(1).max(3650).default(730),
  // First-party, cookieless analytics (decision 31): `false` sends no beacon, answers 404 at
  // /api/event, ties no source to leads and hides the report.
  ANALYTICS: booleanFlag.default(true),
  // Raw analytics events older than this many days are deleted by the daily purge; rollups stay.
  ANALYTICS_RAW_DAYS: z.coerce.number().int("must be a whole number").min(1).max(3650).default(30),
  // How stale the report may be, in seconds: "fresh within a minute" (issue 33). Tests set 0.
  ANALYTICS_ROLLUP_SECONDS: z.coerce.number().int("must be a whole number").min(0).max(3600).default(60),
});

/** Reads `.env` (when present) into process.env without overriding what is already set. */
export function loadDotEnv(path = ".env"): void {
  if (existsSync(path)) process.loadEnvFile(path);
}

export class ConfigError extends Error {}

// Variables whose values are (or hold) secrets: a refusal names them but never repeats their value.
const SECRET_VARIABLES = new Set([
  "ADMIN_PASSWORD",
  "DATABASE_URL",
  "SMTP_URL",
  "IMAP_URL",
  "INBOUND_MAIL_TOKEN",
]);

/** The address answers to the team's replies go to: INBOUND_EMAIL, else NOTIFY_EMAIL. */
export function inboundEmail(config: Pick<ServerConfig, "INBOUND_EMAIL" | "NOTIFY_EMAIL">): string {
  return config.INBOUND_EMAIL ?? config.NOTIFY_EMAIL;
}

/** Validates the environment; throws a ConfigError whose message is one line naming the variable. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // An empty variable means "not set", so defaults apply as they would for a missing one.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = configSchema.safeParse(present);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0] ?? "configuration");
  const got = SECRET_VARIABLES.has(name) ? undefined : env[name];
  throw new ConfigError(
    `Invalid environment variable ${name}: ${issue.message}${got === undefined ? "" : ` (got "${got}")`}`,
  );
}
