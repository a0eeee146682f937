/** The bearer token the e2e server takes on POST /api/inbound-mail (set in playwright.config.ts). */
export const E2E_INBOUND_MAIL_TOKEN = "e2e-inbound-relay-token-0123456789";
