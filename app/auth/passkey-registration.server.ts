import {
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
  generateRegistrationOptions,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { AdminRequest } from "#app/auth/require-admin.server.ts";
import {
  CHALLENGE_MS,
  type RelyingParty,
  storeChallenge,
  takeChallenge,
  userHandleOf,
} from "#app/auth/passkey-ceremony.server.ts";
import {
  MAX_PASSKEYS,
  type PasskeySummary,
  findPasskey,
  insertPasskey,
  listCredentialDescriptors,
} from "#app/auth/passkey-store.server.ts";

/** Why a registration step was refused: the message, and the field at fault where there is one. */
export type Refusal = { ok: false; message: string; errors?: Record<string, string> };

const REGISTRATION_EXPIRED =
  "This passkey request has expired or was already used. Start again with Add a passkey.";

/**
 * Step one of adding a passkey for the signed-in person: the options for the browser (a
 * discoverable credential, so it can later sign in alone; user verification required; the
 * person's passkeys excluded) and the token of the challenge kept for them.
 */
export async function startPasskeyRegistration(
  admin: AdminRequest,
  rp: RelyingParty,
  now = new Date(),
): Promise<{ ok: true; options: PublicKeyCredentialCreationOptionsJSON; token: string } | Refusal> {
  const { db } = admin.database;
  const existing = await listCredentialDescriptors(db, admin.user.id);
  if (existing.length >= MAX_PASSKEYS)
    return {
      ok: false,
      message: `You have ${MAX_PASSKEYS} passkeys, the most one person may hold: remove one first.`,
    };
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: admin.user.email,
    userDisplayName: admin.user.name,
    userID: await userHandleOf(db, admin.user.id),
    timeout: CHALLENGE_MS,
    attestationType: "none",
    excludeCredentials: existing,
    // Signing in with the passkey alone needs a credential the authenticator can offer without
    // being told whose it is (discoverable), and proof of the person (PIN, fingerprint, face).
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  const token = await storeChallenge(db, {
    challenge: options.challenge,
    purpose: "register",
    userId: admin.user.id,
    now,
  });
  return { ok: true, options, token };
}

/**
 * Step two: checks the authenticator's answer against the person's challenge (used up whatever
 * the outcome) and the relying party, and stores the new passkey under `name`.
 */
export async function finishPasskeyRegistration(
  admin: AdminRequest,
  {
    rp,
    token,
    name,
    response,
    now = new Date(),
  }: {
    rp: RelyingParty;
    token: string | undefined;
    name: string;
    response: RegistrationResponseJSON;
    now?: Date;
  },
): Promise<{ ok: true; passkey: PasskeySummary } | Refusal> {
  const { db } = admin.database;
  const challenge = await takeChallenge(db, { token, purpose: "register", userId: admin.user.id, now });
  if (!challenge) return { ok: false, message: REGISTRATION_EXPIRED };

  const refused = (reason: string): Refusal => {
    admin.logger.info({ userId: admin.user.id, reason }, "passkey registration refused");
    return {
      ok: false,
      message: "The passkey could not be added.",
      errors: { response: "The authenticator's answer could not be verified. Try again." },
    };
  };
  let credential;
  try {
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!verification.verified) return refused("not verified");
    credential = verification.registrationInfo.credential;
  } catch (error) {
    return refused(error instanceof Error ? error.message : String(error));
  }

  const passkey = {
    id: credential.id,
    userId: admin.user.id,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: credential.transports,
    name,
    createdAt: now.toISOString(),
  };
  const already = {
    ok: false,
    message: "This passkey is already registered.",
    errors: { response: "This passkey is already registered." },
  } as const;
  // The browser excludes the person's own passkeys; this also catches one registered to someone else.
  if (await findPasskey(db, passkey.id)) return already;
  if (!(await insertPasskey(db, passkey))) return already;
  return { ok: true, passkey: { id: passkey.id, name, createdAt: passkey.createdAt, lastUsedAt: null } };
}
