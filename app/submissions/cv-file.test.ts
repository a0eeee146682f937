import { strToU8, zipSync } from "fflate";
import { expect, test } from "vitest";
import { detectCvKind, safeCvName } from "#app/submissions/cv-file.ts";

const docx = zipSync({
  "[Content_Types].xml": strToU8("<Types/>"),
  "word/document.xml": strToU8("<w:document/>"),
});

test("a PDF and a Word document are told by their bytes", () => {
  expect(detectCvKind(strToU8("%PDF-1.7\n%âãÏÓ\n"))).toBe("pdf");
  expect(detectCvKind(docx)).toBe("docx");
});

test("anything else is refused, whatever it pretends to be", () => {
  expect(detectCvKind(strToU8("<html><script>alert(1)</script></html>"))).toBeUndefined();
  expect(detectCvKind(new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]))).toBeUndefined(); // ELF
  expect(detectCvKind(strToU8("MZ\x90\x00\x03"))).toBeUndefined(); // Windows executable
  expect(detectCvKind(zipSync({ "xl/workbook.xml": strToU8("<workbook/>") }))).toBeUndefined();
  expect(detectCvKind(strToU8("PK\x03\x04 broken zip"))).toBeUndefined();
  expect(detectCvKind(new Uint8Array())).toBeUndefined();
});

test("stored names lose folders and control characters and take the detected extension", () => {
  expect(safeCvName("../../etc/Meera Tiwari CV.pdf", "pdf")).toBe("Meera Tiwari CV.pdf");
  expect(safeCvName("C:\\Users\\x\\résumé.exe", "docx")).toBe("résumé.docx");
  expect(safeCvName('evil"\r\nname.docx', "pdf")).toBe("evilname.pdf");
  expect(safeCvName(".hidden", "pdf")).toBe("hidden.pdf");
  expect(safeCvName("", "pdf")).toBe("cv.pdf");
  expect(safeCvName(`${"a".repeat(300)}.pdf`, "pdf")).toHaveLength(120);
});
