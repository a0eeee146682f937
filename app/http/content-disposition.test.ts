import { expect, test } from "vitest";
import { attachmentDisposition } from "#app/http/content-disposition.ts";

test("a plain name is sent as is", () => {
  expect(attachmentDisposition("Meera CV.pdf")).toBe(
    `attachment; filename="Meera CV.pdf"; filename*=UTF-8''Meera%20CV.pdf`,
  );
});

test("quotes and non-ASCII letters never break out of the header", () => {
  expect(attachmentDisposition(`résumé "x".docx`)).toBe(
    `attachment; filename="r_sum_ _x_.docx"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%22x%22.docx`,
  );
});
