import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { z } from "zod";
import type { BodyFields } from "#app/http/request-body.server.ts";

/** What a passkey request's body may hold, checked before anything is looked up or verified. */

const PASSKEY_NAME_MAX = 60;

/** A field's value, or the words that name what is wrong with it. */
export type FieldResult<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

const STEP_ERROR = 'step must be "options" (ask for a challenge) or "verify" (answer it).';
const RESPONSE_ERROR = "response must be the browser's WebAuthn credential, as JSON.";

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[\w-]+$/);
// A credential id is at most 1,023 bytes (WebAuthn), 1,364 characters as base64url.
const credentialId = base64url(1_364);

// The browser's extension results are not used, so they are neither checked nor passed on.
const registrationSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal("public-key"),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  response: z.object({
    clientDataJSON: base64url(8_192),
    attestationObject: base64url(24_576),
    transports: z.array(z.string().max(32)).max(16).optional(),
  }),
});

const authenticationSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal("public-key"),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  response: z.object({
    clientDataJSON: base64url(8_192),
    authenticatorData: base64url(8_192),
    // Post-quantum signatures are long: ML-DSA-87's 4,627 bytes are 6,170 characters (Chromium's
    // virtual authenticator already signs with ML-DSA).
    signature: base64url(8_192),
    userHandle: base64url(128).optional(),
  }),
});

/** `step`: "options" or "verify". */
export function readStep(fields: BodyFields): FieldResult<"options" | "verify"> {
  const step = fields.step;
  return step === "options" || step === "verify"
    ? { ok: true, value: step }
    : { ok: false, errors: { step: STEP_ERROR } };
}

/** `name`: what the person calls the passkey (their phone, a security key), 1 to 60 characters. */
export function readPasskeyName(fields: BodyFields): FieldResult<string> {
  const name = typeof fields.name === "string" ? fields.name.trim() : "";
  if (!name) return { ok: false, errors: { name: "Give the passkey a name, such as the device it is on." } };
  if (name.length > PASSKEY_NAME_MAX)
    return { ok: false, errors: { name: `Keep the name to ${PASSKEY_NAME_MAX} characters or fewer.` } };
  return { ok: true, value: name };
}

/** `response` of a registration: the credential `navigator.credentials.create()` made, as JSON. */
export function readRegistrationResponse(fields: BodyFields): FieldResult<RegistrationResponseJSON> {
  const parsed = registrationSchema.safeParse(fields.response);
  if (!parsed.success) return { ok: false, errors: { response: RESPONSE_ERROR } };
  return { ok: true, value: { ...parsed.data, clientExtensionResults: {} } };
}

/** `response` of a sign-in: the assertion `navigator.credentials.get()` returned, as JSON. */
export function readAuthenticationResponse(fields: BodyFields): FieldResult<AuthenticationResponseJSON> {
  const parsed = authenticationSchema.safeParse(fields.response);
  if (!parsed.success) return { ok: false, errors: { response: RESPONSE_ERROR } };
  return { ok: true, value: { ...parsed.data, clientExtensionResults: {} } };
}
