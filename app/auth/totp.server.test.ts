import { Secret, TOTP, URI } from "otpauth";
import { expect, test } from "vitest";
import { site } from "#app/content/site.ts";
import {
  createTotpSecret,
  matchTotpStep,
  readTotpCode,
  totpQrCodeSvg,
  totpUrl,
} from "#app/auth/totp.server.ts";

// RFC 6238 appendix B: the SHA-1 key "12345678901234567890", whose 8-digit codes end in these 6 digits.
const RFC_SECRET = Secret.fromLatin1("12345678901234567890").base32;
const codeAt = (secret: string, ms: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: ms });

test("codes match the RFC 6238 test vectors (SHA-1, 6 digits, 30-second steps)", () => {
  expect(matchTotpStep(RFC_SECRET, "287082", new Date(59_000))).toBe(1);
  expect(matchTotpStep(RFC_SECRET, "081804", new Date(1_111_111_109_000))).toBe(37_037_036);
  expect(matchTotpStep(RFC_SECRET, "050471", new Date(1_111_111_111_000))).toBe(37_037_037);
});

test("the step either side of the server's clock is accepted for drift, two steps away is not", () => {
  const secret = createTotpSecret();
  const now = new Date("2026-05-04T10:00:15.000Z");
  const step = Math.floor(now.getTime() / 30_000);
  expect(matchTotpStep(secret, codeAt(secret, now.getTime()), now)).toBe(step);
  expect(matchTotpStep(secret, codeAt(secret, now.getTime() - 30_000), now)).toBe(step - 1);
  expect(matchTotpStep(secret, codeAt(secret, now.getTime() + 30_000), now)).toBe(step + 1);
  expect(matchTotpStep(secret, codeAt(secret, now.getTime() - 60_000), now)).toBeNull();
  expect(matchTotpStep(secret, codeAt(secret, now.getTime() + 60_000), now)).toBeNull();
});

test("a code of another secret does not match", () => {
  const now = new Date();
  expect(matchTotpStep(createTotpSecret(), codeAt(createTotpSecret(), now.getTime()), now)).toBeNull();
});

test("new secrets are 160 random bits in base32, never the same twice", () => {
  const secrets = new Set(Array.from({ length: 50 }, createTotpSecret));
  expect(secrets.size).toBe(50);
  for (const secret of secrets) expect(secret).toMatch(/^[A-Z2-7]{32}$/);
});

test("a typed code is six digits; the space apps show in the middle is ignored", () => {
  expect(readTotpCode("123456")).toBe("123456");
  expect(readTotpCode(" 123 456 ")).toBe("123456");
  expect(readTotpCode("12345")).toBeUndefined();
  expect(readTotpCode("1234567")).toBeUndefined();
  expect(readTotpCode("abcd-efgh")).toBeUndefined();
  expect(readTotpCode("")).toBeUndefined();
});

test("the otpauth URL names the agency and the person, and carries the secret and settings", () => {
  const secret = createTotpSecret();
  const url = totpUrl(secret, "asha@example.in");
  expect(url.startsWith("otpauth://totp/")).toBe(true);
  const parsed = URI.parse(url) as TOTP;
  expect(parsed).toBeInstanceOf(TOTP);
  expect(parsed.issuer).toBe(site.name);
  expect(parsed.label).toBe("asha@example.in");
  expect(parsed.secret.base32).toBe(secret);
  expect([parsed.algorithm, parsed.digits, parsed.period]).toEqual(["SHA1", 6, 30]);
});

test("the QR code is plain SVG: no script, no style, nothing loaded from elsewhere", async () => {
  const svg = await totpQrCodeSvg(totpUrl(createTotpSecret(), "asha@example.in"));
  expect(svg.trim()).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"[\s\S]*<\/svg>$/);
  expect(svg).not.toMatch(/<script|style=|href=|on\w+=/i);
});

test("the QR code keeps the 4-module quiet zone scanners need on every side (ISO/IEC 18004)", async () => {
  const svg = await totpQrCodeSvg(totpUrl(createTotpSecret(), "meera@example.in"));
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const dark = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1] ?? "";
  // The dark modules are runs along rows: M x y / m dx dy move (y is a row's middle), h n draws n modules.
  let x = 0;
  let y = 0;
  const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  for (const [, command, args] of dark.matchAll(/([Mmh])([^Mmh]*)/g)) {
    const numbers = args!
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    if (command === "M") [x, y] = numbers as [number, number];
    if (command === "m") [x, y] = [x + numbers[0]!, y + numbers[1]!];
    if (command === "h") {
      box.left = Math.min(box.left, x);
      box.right = Math.max(box.right, x + numbers[0]!);
      box.top = Math.min(box.top, Math.floor(y));
      box.bottom = Math.max(box.bottom, Math.ceil(y));
      x += numbers[0]!;
    }
  }
  // The finder patterns touch the symbol's edges, so the dark box is the symbol itself.
  expect(box).toEqual({ left: 4, top: 4, right: size - 4, bottom: size - 4 });
  // Version 1 to 40: 21 to 177 modules, plus the quiet zone on both sides.
  expect((size - 8 - 17) % 4).toBe(0);
});
