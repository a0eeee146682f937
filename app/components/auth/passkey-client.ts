import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  WebAuthnError,
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
} from "@simplewebauthn/browser";
import type { PasskeySummary } from "#app/auth/passkey-section.server.ts";
import { callJsonApi } from "#app/http/json-api-client.ts";

/** The browser's half of the passkey ceremonies: ask the server, ask the authenticator, answer. */

/** How a passkey step ended: its result, or the words to show and the field the server named. */
export type PasskeyOutcome<T> = { ok: true; value: T } | { ok: false; message: string; field?: string };

/** True when this browser can create and use passkeys at all (checked after hydration). */
export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

/** One call to the passkey API, its refusal as the words the server gave its field, if it named one. */
async function callApi(
  method: "POST" | "DELETE",
  url: string,
  body?: Record<string, unknown>,
): Promise<PasskeyOutcome<unknown>> {
  const answer = await callJsonApi(method, url, body);
  if (answer.ok) return { ok: true, value: answer.body };
  const [field, fieldMessage] = Object.entries(answer.errors)[0] ?? [];
  return { ok: false, message: fieldMessage ?? answer.message, field };
}

/** What the authenticator's refusal means to the person (cancelled, already registered, unsupported). */
function authenticatorProblem(error: unknown): string {
  if (error instanceof WebAuthnError && error.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED")
    return "This device already holds a passkey for your account.";
  if (error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError"))
    return "The passkey request was cancelled or timed out. Try again when you are ready.";
  if (error instanceof Error && error.name === "NotSupportedError")
    return "This device or browser cannot make a passkey for this site.";
  return "The passkey could not be used. Try again, or use another device.";
}

/**
 * Adds a passkey named `name` for the signed-in person: options, the authenticator, then the check.
 * `currentPassword`, when the server asked for it (field `currentPassword`), goes with both steps.
 */
export async function registerPasskey(
  name: string,
  currentPassword?: string,
): Promise<PasskeyOutcome<PasskeySummary>> {
  const url = "/api/admin/me/passkeys";
  const started = await callApi("POST", url, { step: "options", currentPassword });
  if (!started.ok) return started;
  let response;
  try {
    const { options } = started.value as { options: PublicKeyCredentialCreationOptionsJSON };
    response = await startRegistration({ optionsJSON: options });
  } catch (error) {
    return { ok: false, message: authenticatorProblem(error) };
  }
  const finished = await callApi("POST", url, { step: "verify", name, response, currentPassword });
  if (!finished.ok) return finished;
  return { ok: true, value: (finished.value as { passkey: PasskeySummary }).passkey };
}

/** Signs in with a passkey alone; gives the path to go to once the session cookie is set. */
export async function signInWithPasskey(): Promise<PasskeyOutcome<string>> {
  const url = "/api/passkeys/sign-in";
  const started = await callApi("POST", url, { step: "options" });
  if (!started.ok) return started;
  let response;
  try {
    const { options } = started.value as { options: PublicKeyCredentialRequestOptionsJSON };
    response = await startAuthentication({ optionsJSON: options });
  } catch (error) {
    return { ok: false, message: authenticatorProblem(error) };
  }
  const finished = await callApi("POST", url, { step: "verify", response });
  if (!finished.ok) return finished;
  return { ok: true, value: (finished.value as { redirectTo: string }).redirectTo };
}

/** Removes one of the signed-in person's passkeys (with `currentPassword` once the server asked for it). */
export async function removePasskey(id: string, currentPassword?: string): Promise<PasskeyOutcome<unknown>> {
  const url = `/api/admin/me/passkeys/${encodeURIComponent(id)}`;
  return callApi("DELETE", url, currentPassword === undefined ? undefined : { currentPassword });
}
