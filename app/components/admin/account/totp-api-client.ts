/** A set-up in progress, as `POST /api/admin/me/totp` answers it. */
export type TotpSetup = { secret: string; otpauthUrl: string; qrCodeSvg: string };

/** How a call to the two-factor API ended: its JSON body, or the words to show and the fields named. */
export type ApiAnswer =
  | { ok: true; body: unknown }
  | { ok: false; status: number; message: string; errors: Record<string, string> };

/**
 * Sends one request to the two-factor API (JSON in, JSON out) and reads the API's error shape. An
 * ended session or an unreachable server becomes a sentence a person can act on.
 */
export async function callTotpApi(
  method: "POST" | "DELETE",
  url: string,
  body?: Record<string, unknown>,
): Promise<ApiAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { accept: "application/json", ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    return {
      ok: false,
      status: 0,
      message: "The server could not be reached. Check the connection and try again.",
      errors: {},
    };
  }
  const answer = (await response.json().catch(() => null)) as {
    message?: unknown;
    errors?: Record<string, unknown>;
  } | null;
  if (response.ok) return { ok: true, body: answer };
  if (response.status === 401) {
    return { ok: false, status: 401, message: "Your session has ended: sign in again.", errors: {} };
  }
  const errors: Record<string, string> = {};
  for (const [field, text] of Object.entries(answer?.errors ?? {})) {
    if (typeof text === "string") errors[field] = text;
  }
  const message =
    typeof answer?.message === "string" ? answer.message : `The server answered ${response.status}.`;
  return { ok: false, status: response.status, message, errors };
}
