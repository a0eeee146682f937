import { existsSync } from "node:fs";
import { z } from "zod";

/** The whole configuration of a running server, read from the environment once at start-up. */
export type ServerConfig = z.infer<typeof configSchema>;

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const configSchema = z.object({
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
  SITE_URL: z
    .url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" })
    .transform((url) => url.replace(/\/+$/, ""))
    .default("http://localhost:3000"),
  // How many reverse-proxy hops to trust for X-Forwarded-* (0 = none, the safe default).
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Behind a TLS-terminating proxy that does not send X-Forwarded-Proto, force HTTPS-only headers.
  FORCE_HTTPS: booleanFlag.default(false),
  SHUTDOWN_TIMEOUT_MS: positiveInt(10_000),
  // Where `npm run build` wrote the app (react-router.config.ts reads the same variable).
  BUILD_DIR: z.string().min(1).default("build"),
});

/** Reads `.env` (when present) into process.env without overriding what is already set. */
export function loadDotEnv(path = ".env"): void {
  if (existsSync(path)) process.loadEnvFile(path);
}

export class ConfigError extends Error {}

/** Validates the environment; throws a ConfigError whose message is one line naming the variable. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // An empty variable means "not set", so defaults apply as they would for a missing one.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = configSchema.safeParse(present);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0] ?? "configuration");
  const got = env[name];
  throw new ConfigError(
    `Invalid environment variable ${name}: ${issue.message}${got === undefined ? "" : ` (got "${got}")`}`,
  );
}
