import { expect, test } from "vitest";
import { isAutoReply } from "#app/inbound/auto-reply.ts";

const mail = (
  headers: Record<string, string>,
  fromAddress = "aarav@example.in",
  subject = "Re: Your enquiry",
) => ({
  header: (name: string) => headers[name],
  fromAddress,
  subject,
});

test("a person's answer is no auto-reply, nor is Auto-Submitted: no", () => {
  expect(isAutoReply(mail({}))).toBe(false);
  expect(isAutoReply(mail({ "auto-submitted": "No" }))).toBe(false);
  expect(isAutoReply(mail({ precedence: "first-class" }))).toBe(false);
});

test("Auto-Submitted, out-of-office headers and subjects, and bounces are auto-replies", () => {
  expect(isAutoReply(mail({ "auto-submitted": "auto-replied" }))).toBe(true);
  expect(isAutoReply(mail({ "auto-submitted": "auto-generated" }))).toBe(true);
  expect(isAutoReply(mail({ "x-autoreply": "yes" }))).toBe(true);
  expect(isAutoReply(mail({ "x-autorespond": "" }))).toBe(true);
  expect(isAutoReply(mail({ precedence: "auto_reply" }))).toBe(true);
  expect(isAutoReply(mail({ precedence: "Bulk" }))).toBe(true);
  expect(isAutoReply(mail({ "content-type": "multipart/report; report-type=delivery-status" }))).toBe(true);
  expect(isAutoReply(mail({}, "MAILER-DAEMON@mx.example.in"))).toBe(true);
  expect(isAutoReply(mail({}, "a@b.in", "Automatic reply: Your enquiry"))).toBe(true);
  expect(isAutoReply(mail({}, "a@b.in", "Out of Office: back on Monday"))).toBe(true);
});
