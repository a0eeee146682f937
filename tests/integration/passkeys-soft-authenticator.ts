import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

/**
 * A passkey authenticator in software, for tests that need real, signed WebAuthn answers without
 * a browser: one ES256 key pair and credential, "none" attestation, a signature counter. It does
 * what the browser and authenticator would do with the server's options, and lets a test bend one
 * thing at a time (the origin the browser reports, the counter, user verification).
 */
export type SoftAuthenticator = {
  credentialId: string;
  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    bend?: { origin?: string },
  ): RegistrationResponseJSON;
  signIn(
    options: PublicKeyCredentialRequestOptionsJSON,
    bend?: { origin?: string; counter?: number; userVerified?: boolean; userHandle?: string },
  ): AuthenticationResponseJSON;
};

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

const sha256 = (bytes: Uint8Array | string) => new Uint8Array(createHash("sha256").update(bytes).digest());
const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));

function uint32(value: number): Uint8Array {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** `origin` is where the browser stands (http://localhost for the tests); the RP id is its host. */
export function softAuthenticator(origin: string): SoftAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const rawId = new Uint8Array(randomBytes(16));
  const credentialId = b64(rawId);
  // COSE_Key of an EC2 P-256 key for ES256: kty 2, alg -7, crv 1, x, y.
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]),
  );
  const rpIdHash = sha256(new URL(origin).hostname);
  let counter = 0;
  let userHandle: string | undefined;

  const clientData = (type: string, challenge: string, at: string) =>
    new TextEncoder().encode(JSON.stringify({ type, challenge, origin: at, crossOrigin: false }));

  return {
    credentialId,
    register(options, bend = {}) {
      if (options.excludeCredentials?.some((credential) => credential.id === credentialId))
        throw new Error("InvalidStateError: this authenticator already holds a passkey for the site");
      userHandle = options.user.id;
      counter += 1;
      const authData = concat(
        rpIdHash,
        Uint8Array.of(FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA),
        uint32(counter),
        new Uint8Array(16), // AAGUID: none
        Uint8Array.of(rawId.length >> 8, rawId.length & 0xff),
        rawId,
        coseKey,
      );
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ["fmt", "none"],
          ["attStmt", new Map<string, string>()],
          ["authData", authData],
        ]),
      );
      return {
        id: credentialId,
        rawId: credentialId,
        type: "public-key",
        response: {
          clientDataJSON: b64(clientData("webauthn.create", options.challenge, bend.origin ?? origin)),
          attestationObject: b64(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
      };
    },
    signIn(options, bend = {}) {
      counter = bend.counter ?? counter + 1;
      const flags = FLAG_USER_PRESENT | (bend.userVerified === false ? 0 : FLAG_USER_VERIFIED);
      const authData = concat(rpIdHash, Uint8Array.of(flags), uint32(counter));
      const clientDataJSON = clientData("webauthn.get", options.challenge, bend.origin ?? origin);
      const signature = sign("sha256", concat(authData, sha256(clientDataJSON)), privateKey);
      return {
        id: credentialId,
        rawId: credentialId,
        type: "public-key",
        response: {
          clientDataJSON: b64(clientDataJSON),
          authenticatorData: b64(authData),
          signature: b64(new Uint8Array(signature)),
          userHandle: bend.userHandle ?? userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}
