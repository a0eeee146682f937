import type { Kysely } from "kysely";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { Database } from "#db/schema.ts";
import { site } from "#app/content/site.ts";

// RFC 6238 as every authenticator app reads it by default: HMAC-SHA1, 6 digits, 30-second steps.
const TOTP_SETTINGS = { algorithm: "SHA1", digits: 6, period: 30 } as const;
/** Steps either side of the server's clock that still count: a phone a little fast or slow signs in. */
const DRIFT_STEPS = 1;
// 20 bytes (160 bits), the key length RFC 4226 recommends for HMAC-SHA1.
const SECRET_BYTES = 20;

function totpFor(secret: string, email = ""): TOTP {
  return new TOTP({
    issuer: site.name,
    label: email,
    secret: Secret.fromBase32(secret),
    ...TOTP_SETTINGS,
  });
}

/** A fresh random secret, base32 as authenticator apps expect it. */
export function createTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The otpauth:// URL an authenticator app reads (from the QR code): it names the agency and the person. */
export function totpUrl(secret: string, email: string): string {
  return totpFor(secret, email).toString();
}

/** The otpauth URL drawn as an SVG QR code, on the server (no script, nothing fetched elsewhere). */
export function totpQrCodeSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 4 });
}

/** Six digits, as typed: spaces (apps show "123 456") are ignored. Undefined for anything else. */
export function readTotpCode(typed: string): string | undefined {
  const code = typed.replace(/\s/g, "");
  return /^\d{6}$/.test(code) ? code : undefined;
}

/**
 * The time step a code belongs to (the current one, or one either side for clock drift), or null
 * when the code matches none of them. Says nothing about replay: see acceptTotpCode.
 */
export function matchTotpStep(secret: string, code: string, now = new Date()): number | null {
  const totp = totpFor(secret);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: DRIFT_STEPS });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}

/**
 * Checks a code against the person's confirmed secret and, if it matches a step later than the last
 * one accepted, records that step, in one conditional UPDATE: a code (or an earlier one) is never
 * accepted twice, even by two requests racing each other. "used" is a right code of a step already
 * spent (at set-up or a sign-in a moment ago): the person needs the app's next code.
 */
export async function acceptTotpCode(
  db: Kysely<Database>,
  userId: number,
  code: string,
  now = new Date(),
): Promise<"accepted" | "used" | "wrong"> {
  const row = await db
    .selectFrom("users")
    .select(["totp_secret", "totp_enabled_at"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!row?.totp_secret || row.totp_enabled_at === null) return "wrong";
  const step = matchTotpStep(row.totp_secret, code, now);
  if (step === null) return "wrong";
  const result = await db
    .updateTable("users")
    .set({ totp_last_step: step })
    .where("id", "=", userId)
    .where("totp_secret", "=", row.totp_secret)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n ? "accepted" : "used";
}
