import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import { site } from "#app/content/site.ts";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { PUBLIC_LAYOUT_ID } from "#app/site-facts/use-site-facts.ts";
import { shippedSiteFacts } from "#db/migrations/0014-shipped-content.ts";

/** The footer as the public layout renders it, with these facts from its loader. */
function footerHtml(siteFacts = shippedSiteFacts): string {
  const Stub = createRoutesStub([{ id: PUBLIC_LAYOUT_ID, path: "/", Component: SiteFooter }]);
  return renderToStaticMarkup(<Stub hydrationData={{ loaderData: { [PUBLIC_LAYOUT_ID]: { siteFacts } } }} />);
}

test("the copyright line shows the year the page was built", () => {
  // Vitest sets the build constant from the clock as the build does (vitest.config.ts, vite.config.ts).
  expect(footerHtml()).toContain(`© ${new Date().getFullYear()} ${site.name}. All rights reserved.`);
});

test("without profiles the footer offers WhatsApp and e-mail; with one it links only that one", () => {
  const none = footerHtml();
  expect(none).toContain('href="https://wa.me/919839012345"');
  expect(none).toContain(`href="mailto:${shippedSiteFacts.email}"`);
  const linkedin = "https://www.linkedin.com/company/elevate-digital-lko";
  const one = footerHtml({ ...shippedSiteFacts, social: { ...shippedSiteFacts.social, linkedin } });
  expect(one).toContain(`href="${linkedin}"`);
  expect(one).toContain(">LinkedIn</span>");
  expect(one).not.toContain(">Facebook</span>");
});
