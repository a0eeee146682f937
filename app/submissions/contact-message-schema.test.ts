import { expect, test } from "vitest";
import { contactMessageSchema } from "#app/submissions/contact-message-schema.ts";
import { fieldErrors } from "#app/forms/field-rules.ts";

const valid = {
  user_name: "Aarav Srivastava",
  user_email: "aarav@example.in",
  user_phone: "+91 (522) 400-1234",
  message: "We need a new website for our sweet shop in Aminabad.",
};

function errorsFor(body: Record<string, unknown>) {
  const result = contactMessageSchema.safeParse(body);
  return result.success ? {} : fieldErrors(result.error);
}

test("a complete message is accepted and every field is trimmed, nothing else changed", () => {
  const result = contactMessageSchema.parse({
    user_name: "  Aarav  ",
    user_email: " aarav@example.in\n",
    user_phone: "\t+91 98390 12345 ",
    message: "  Line one\n\n  <b>line two</b> & more  ",
  });
  expect(result).toEqual({
    user_name: "Aarav",
    user_email: "aarav@example.in",
    user_phone: "+91 98390 12345",
    message: "Line one\n\n  <b>line two</b> & more",
  });
});

test("every missing field is named in plain words", () => {
  expect(errorsFor({})).toEqual({
    user_name: "Name is required.",
    user_email: "Email is required.",
    user_phone: "Phone is required.",
    message: "Message is required.",
  });
});

test("blank and non-text values are refused with the field's name", () => {
  expect(errorsFor({ ...valid, user_name: "   " })).toEqual({ user_name: "Name is required." });
  expect(errorsFor({ ...valid, user_name: null })).toEqual({ user_name: "Name is required." });
  expect(errorsFor({ ...valid, message: 42 })).toEqual({ message: "Message must be text." });
  expect(errorsFor({ ...valid, user_email: ["a@b.in"] })).toEqual({ user_email: "Email must be text." });
});

test("lengths: name 100, e-mail 254, phone 30, message 5000 characters", () => {
  expect(errorsFor({ ...valid, user_name: "a".repeat(100) })).toEqual({});
  expect(errorsFor({ ...valid, user_name: "a".repeat(101) })).toEqual({
    user_name: "Name must be at most 100 characters.",
  });
  const local = "a".repeat(64);
  const email254 = `${local}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.in`;
  expect(email254).toHaveLength(254);
  expect(errorsFor({ ...valid, user_email: email254 })).toEqual({});
  const longEmail = `d${email254}`;
  expect(errorsFor({ ...valid, user_email: longEmail })).toEqual({
    user_email: "Email must be at most 254 characters.",
  });
  expect(errorsFor({ ...valid, user_phone: "1234567 ".repeat(4) })).toEqual({
    user_phone: "Phone must be at most 30 characters.",
  });
  expect(errorsFor({ ...valid, message: "m".repeat(5000) })).toEqual({});
  expect(errorsFor({ ...valid, message: "m".repeat(5001) })).toEqual({
    message: "Message must be at most 5000 characters.",
  });
});

test("lengths count characters, so 5000 emoji fit in a message", () => {
  expect(errorsFor({ ...valid, message: "🙏".repeat(5000) })).toEqual({});
  expect(errorsFor({ ...valid, user_name: "अ".repeat(100) })).toEqual({});
});

test.each(["aarav@example.in", "a.b+tag@mail.example.co.in", "first_last@sub.domain.org"])(
  "%s is a valid e-mail address",
  (email) => expect(errorsFor({ ...valid, user_email: email })).toEqual({}),
);

test.each(["aarav", "aarav@", "@example.in", "aarav@example", "a b@example.in", "a@@example.in"])(
  "%s is not an e-mail address",
  (email) =>
    expect(errorsFor({ ...valid, user_email: email })).toEqual({
      user_email: "Email must be a valid e-mail address, like name@example.com.",
    }),
);

test.each(["1234567", "+91 98390 12345", "(0522) 400-1234", "+1-800-555-0100", "12345678901234567890"])(
  "%s is a valid phone number",
  (phone) => expect(errorsFor({ ...valid, user_phone: phone })).toEqual({}),
);

test.each(["123456", "123456789012345678901", "98390 1234x", "++91 98390 12345", "91+98390 12345", "phone"])(
  "%s is not a phone number",
  (phone) =>
    expect(errorsFor({ ...valid, user_phone: phone })).toEqual({
      user_phone: "Phone must have 7 to 20 digits; it may start with + and use spaces, dashes and brackets.",
    }),
);

test("a name must be one line; a message keeps its line breaks", () => {
  expect(errorsFor({ ...valid, user_name: "Aarav\nSrivastava" })).toEqual({
    user_name: "Name must be on one line, without control characters.",
  });
  expect(contactMessageSchema.parse({ ...valid, message: "a\r\nb" }).message).toBe("a\r\nb");
});

test("every field keeps one text rule: no control character, bar line breaks and tabs in the message", () => {
  expect(errorsFor({ ...valid, message: "Ring \u0007 bell" })).toEqual({
    message: "Message must not contain control characters.",
  });
  expect(errorsFor({ ...valid, message: "lone\rreturn" })).toEqual({
    message: "Message must not contain control characters.",
  });
  expect(errorsFor({ ...valid, user_name: "Aarav \u202eevil" })).toEqual({
    user_name: "Name must be on one line, without control characters.",
  });
  expect(contactMessageSchema.parse({ ...valid, message: "a\tb\r\nc\nd" }).message).toBe("a\tb\r\nc\nd");
});

test("characters no database can store are refused, not silently changed", () => {
  expect(errorsFor({ ...valid, message: "nul\u0000byte" })).toEqual({
    message: "Message contains characters that cannot be stored.",
  });
  expect(errorsFor({ ...valid, message: "lone \ud800 surrogate" })).toEqual({
    message: "Message contains characters that cannot be stored.",
  });
});

test("the optional service must be one of the nine slugs; empty means none", () => {
  expect(contactMessageSchema.parse({ ...valid, service: "web-design" }).service).toBe("web-design");
  expect(contactMessageSchema.parse({ ...valid, service: " seo " }).service).toBe("seo");
  expect(contactMessageSchema.parse({ ...valid, service: "" }).service).toBeUndefined();
  expect(contactMessageSchema.parse({ ...valid, service: null }).service).toBeUndefined();
  expect(errorsFor({ ...valid, service: "plumbing" })).toEqual({
    service: "Service must be one of our services, such as seo or web-design.",
  });
});

test("unknown fields are dropped", () => {
  expect(contactMessageSchema.parse({ ...valid, admin: true, read: 1 })).toEqual(valid);
});
