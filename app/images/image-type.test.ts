import { expect, test } from "vitest";
import { sniffImageType } from "#app/images/image-type.ts";

const text = (value: string) => new TextEncoder().encode(value);

test("JPEG, PNG and WebP are told by their first bytes", () => {
  expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe("jpeg");
  expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("png");
  expect(sniffImageType(text("RIFF\x24\x00\x00\x00WEBPVP8 "))).toBe("webp");
});

test("anything else is none of them, whatever its name or declared type said", () => {
  expect(sniffImageType(text("Just some notes, saved as photo.jpg"))).toBeUndefined();
  expect(sniffImageType(text("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeUndefined();
  expect(sniffImageType(text("GIF89a\x01\x00\x01\x00"))).toBeUndefined();
  expect(sniffImageType(text("RIFF\x24\x00\x00\x00WAVEfmt "))).toBeUndefined(); // a sound file
  expect(sniffImageType(text("%PDF-1.7"))).toBeUndefined();
  expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBeUndefined(); // cut short
  expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined();
  expect(sniffImageType(new Uint8Array())).toBeUndefined();
});
