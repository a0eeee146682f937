import {
  type AuthenticationResponseJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { findUserRow } from "#app/auth/users.server.ts";
import {
  CHALLENGE_MS,
  type RelyingParty,
  storeChallenge,
  takeChallenge,
  userHandleOf,
} from "#app/auth/passkey-ceremony.server.ts";
import { findPasskey, listCredentialDescriptors, recordPasskeyUse } from "#app/auth/passkey-store.server.ts";

/**
 * Step one of signing in with a passkey: options and the token of the challenge kept for them. For
 * a passkey alone they name no credential (the browser offers the site's discoverable passkeys,
 * whoever's they are); as the second step after `userId`'s password they name that person's
 * passkeys, and the challenge is theirs alone.
 */
export async function startPasskeySignIn(
  db: Kysely<Database>,
  rp: RelyingParty,
  { userId, now = new Date() }: { userId?: number; now?: Date } = {},
): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; token: string }> {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CHALLENGE_MS,
    allowCredentials: userId === undefined ? undefined : await listCredentialDescriptors(db, userId),
    // The passkey may be the whole sign-in, so it must prove the person too (PIN, fingerprint, face).
    userVerification: "required",
  });
  const token = await storeChallenge(db, { challenge: options.challenge, purpose: "sign-in", userId, now });
  return { options, token };
}

/**
 * How a passkey sign-in ended: the person to start a session for, or why not (for the log only,
 * never for the browser) with the person the passkey belongs to where that is known.
 */
export type PasskeySignInResult =
  | { ok: true; userId: number; passkeyId: string }
  | { ok: false; reason: string; expired: boolean; userId?: number };

/**
 * Step two: the challenge (used up whatever the outcome), the passkey (`userId`'s, as the second
 * step after their password), its person (neither disabled nor still invited), the signature, user
 * verification and the signature counter. On success the passkey's counter and last use are recorded.
 */
export async function finishPasskeySignIn(
  db: Kysely<Database>,
  {
    rp,
    token,
    response,
    userId,
    now = new Date(),
  }: {
    rp: RelyingParty;
    token: string | undefined;
    response: AuthenticationResponseJSON;
    userId?: number;
    now?: Date;
  },
): Promise<PasskeySignInResult> {
  const challenge = await takeChallenge(db, { token, purpose: "sign-in", userId, now });
  if (!challenge) return { ok: false, reason: "no live challenge", expired: true };

  const passkey = await findPasskey(db, response.id);
  if (!passkey) return { ok: false, reason: "unknown credential", expired: false };
  const refused = (reason: string) =>
    ({ ok: false, reason, expired: false, userId: passkey.userId }) as const;
  if (userId !== undefined && passkey.userId !== userId) return refused("another person's passkey");

  const user = await findUserRow(db, passkey.userId);
  if (!user || user.disabled_at !== null) return refused("account disabled");
  if (user.password_hash === null) return refused("invitation not yet accepted");
  // The authenticator names the account it signed for; it must be the passkey's holder.
  const handle = response.response.userHandle;
  const expectedHandle = isoBase64URL.fromBuffer(await userHandleOf(db, passkey.userId));
  if (handle !== undefined && handle !== expectedHandle) return refused("user handle mismatch");

  let newCounter: number;
  try {
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: passkey.publicKey,
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    });
    if (!verification.verified) return refused("signature not verified");
    newCounter = verification.authenticationInfo.newCounter;
  } catch (error) {
    // The library throws for a wrong challenge, origin or RP, a missing user verification and a
    // counter that did not grow (a cloned authenticator).
    return refused(error instanceof Error ? error.message : String(error));
  }

  const recorded = await recordPasskeyUse(db, {
    id: passkey.id,
    checkedCounter: passkey.counter,
    newCounter,
    now,
  });
  if (!recorded) return refused("counter changed meanwhile");
  return { ok: true, userId: passkey.userId, passkeyId: passkey.id };
}
