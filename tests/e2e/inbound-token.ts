import type { APIRequestContext, APIResponse } from "@playwright/test";

/** The bearer token the e2e server takes on POST /api/inbound-mail (set in playwright.config.ts). */
export const E2E_INBOUND_MAIL_TOKEN = "e2e-inbound-relay-token-0123456789";

/** Hands a raw mail (RFC 822 text) to the e2e server as the mail relay does, with its token. */
export function relayInboundMail(request: APIRequestContext, raw: string): Promise<APIResponse> {
  return request.post("/api/inbound-mail", {
    headers: { "content-type": "message/rfc822", authorization: `Bearer ${E2E_INBOUND_MAIL_TOKEN}` },
    data: raw,
  });
}
