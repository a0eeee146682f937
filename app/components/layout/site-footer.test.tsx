import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import { site } from "#app/content/site.ts";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";

test("the copyright line shows the year the page was built", () => {
  // Vitest sets the build constant from the clock as the build does (vitest.config.ts, vite.config.ts).
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>,
  );
  expect(html).toContain(`© ${new Date().getFullYear()} ${site.name}. All rights reserved.`);
});
