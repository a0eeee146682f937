/** A set-up in progress, as `POST /api/admin/me/totp` answers it. */
export type TotpSetup = { secret: string; otpauthUrl: string; qrCodeSvg: string };
