import { expect, test } from "vitest";
import { whatsAppLink } from "#app/leads/whatsapp-link.ts";

test("an Indian mobile however typed gets 91; a number with its country code keeps it", () => {
  for (const typed of [
    "98390 12345",
    "098390-12345",
    "+91 98390 12345",
    "0091 98390 12345",
    "919839012345",
  ]) {
    expect(whatsAppLink(typed), typed).toBe("https://wa.me/919839012345");
  }
  expect(whatsAppLink("+44 7700 900123")).toBe("https://wa.me/447700900123");
});

test("no link for what cannot be a phone number", () => {
  for (const typed of ["", "none", "12345", "+91", "1234567890123456789"]) {
    expect(whatsAppLink(typed), typed).toBeNull();
  }
});
