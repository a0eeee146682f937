import { expect, test } from "vitest";
import { newMessageId } from "#app/mail/message-id.ts";

test("a Message-ID is on the domain of the From address, or of the site when From has none", () => {
  expect(newMessageId("Elevate Digital <Hello@ElevateDigital.in>", "https://x.example", "abc")).toBe(
    "<abc@elevatedigital.in>",
  );
  expect(newMessageId("no-reply@mail.example.com", "https://x.example", "abc")).toBe(
    "<abc@mail.example.com>",
  );
  expect(newMessageId("Elevate Digital", "https://www.elevatedigital.in/", "abc")).toBe(
    "<abc@www.elevatedigital.in>",
  );
  expect(newMessageId("a@b.in", "http://localhost")).toMatch(/^<[0-9a-f-]{36}@b\.in>$/);
});
