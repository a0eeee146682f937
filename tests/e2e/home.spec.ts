import type { Page } from "@playwright/test";
import sharp from "sharp";
import { logIn } from "#tests/e2e/admin-helpers.ts";
import { expect, test } from "#tests/e2e/fixtures.ts";
import { expectNoAxeViolations, jsonLdBlocks, waitForEntranceAnimations } from "#tests/e2e/page-helpers.ts";
import { whyChooseUs } from "#app/content/home.ts";

const serviceSlugs = [
  "seo",
  "smm",
  "web-design",
  "content-marketing",
  "email-marketing",
  "google-ads",
  "meta-ads",
  "app-development",
  "hosting",
];

const reasons = [
  "Tailored strategies for unique business needs",
  "Expert team with proven track records",
  "Transparent reporting and analytics",
  "Focus on ROI and measurable results",
  "Long-term partnership approach",
];

const section = (page: Page, heading: string | RegExp) =>
  page.locator("section").filter({ has: page.getByRole("heading", { name: heading, exact: true }) });

test("home answers 200 with one h1, the hero copy and the proposal button", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Elevate Your Brand with Strategic Digital Marketing",
  );
  const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
  await expect(hero).toContainText("data-driven campaigns");
  await expect(hero).toContainText("high-converting websites");
  await expect(hero).toContainText("online presence from the ground up");
  await expect(hero.getByRole("link", { name: "Get Your Free Proposal" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expect(page).toHaveTitle(/Lucknow/);
});

test("the hero fills 90-100% of the screen and enters in the spec's rhythm", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
  const box = await hero.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(800 * 0.9 - 1);
  expect(box!.height).toBeLessThanOrEqual(800);
  const timing = (locator: ReturnType<Page["locator"]>) =>
    locator.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.animationName, style.animationDuration, style.animationDelay, style.animationFillMode];
    });
  await expect
    .poll(() => timing(page.getByRole("heading", { level: 1 })))
    .toEqual(["rise", "1s", "0.3s", "both"]);
  await expect
    .poll(() => timing(hero.getByText(/data-driven campaigns/)))
    .toEqual(["rise", "1s", "0.6s", "both"]);
  const proposal = hero.getByRole("link", { name: "Get Your Free Proposal" });
  await waitForEntranceAnimations(page);
  await expect(proposal).toHaveCSS("transition-duration", /0\.2s/);
  await proposal.hover();
  await expect(proposal).toHaveCSS("scale", "1.05");
});

test("a phone's first paint shows the hero's text in full, not half-faded (issue 20)", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  for (const path of ["/", "/services/seo"]) {
    // Read the text's painted opacity the moment the document is parsed, while every entrance
    // animation is still at its start (the heading's own is delayed 0.3 s).
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const opacities = await page.evaluate(() => {
      const hero = document.querySelector("h1")!.closest("section")!;
      return [...hero.querySelectorAll("h1, p, a")].map((element) => {
        let opacity = 1;
        for (let node: Element | null = element; node && node !== hero; node = node.parentElement)
          opacity *= Number(getComputedStyle(node).opacity);
        return opacity;
      });
    });
    expect(opacities.length).toBeGreaterThan(2);
    expect(
      opacities.every((opacity) => opacity === 1),
      `${path}: ${opacities.join(", ")}`,
    ).toBe(true);
  }
});

test("the services block links all nine services, each card entering 0.1 s after the last", async ({
  page,
}) => {
  await page.goto("/");
  const block = section(page, "Services We Offer");
  await expect(block).toContainText("results-driven");
  for (const slug of serviceSlugs) {
    await expect(block.locator(`a[href="/services/${slug}"]`)).toHaveCount(1);
  }
  const delays = await block
    .getByRole("listitem")
    .evaluateAll((items) => items.map((item) => getComputedStyle(item).animationDelay));
  expect(delays).toEqual(serviceSlugs.map((_, index) => `${Math.round(index * 10) / 100}s`));
});

test("why choose us lists five reasons, and what sets us apart the first three", async ({ page }) => {
  await page.goto("/");
  const why = section(page, "Why Choose Elevate Digital?");
  for (const reason of reasons) await expect(why.getByText(reason, { exact: true }).first()).toBeVisible();
  await expect(why.getByRole("link", { name: "Get a Free Consultation" })).toHaveAttribute(
    "href",
    "/calendar",
  );
  const apart = page
    .locator("div", { has: page.getByRole("heading", { name: "What Sets Us Apart?" }) })
    .last();
  // The first three reasons, each with its commitment rather than the list's words again.
  const apartItems = apart.getByRole("listitem");
  await expect(apartItems).toHaveCount(3);
  for (const [index, reason] of reasons.slice(0, 3).entries()) {
    await expect(apartItems.nth(index)).toContainText(reason);
    const promise = whyChooseUs[index]!.promise!;
    await expect(apartItems.nth(index)).toContainText(promise);
    await expect(why.getByText(promise)).toHaveCount(1);
  }
  await expect(apart.getByRole("link", { name: "Learn More About Us" })).toHaveAttribute("href", "/about");
});

test("strengths show four tiles, the ROI heading and three labelled progress bars", async ({ page }) => {
  await page.goto("/");
  const strengths = section(page, "Creating ROI through Strategic Web Presence");
  for (const tile of [
    "100% Transparency",
    "5+ Years of Experience",
    "High Skilled Team",
    "Performance Guaranteed",
  ]) {
    await expect(strengths.getByText(tile, { exact: true })).toBeVisible();
  }
  for (const [name, value] of [
    ["Client Satisfaction", 80],
    ["Project Delivery", 90],
    ["Creativity", 70],
  ] as const) {
    const bar = strengths.getByRole("progressbar", { name });
    await expect(bar).toHaveAttribute("aria-valuenow", String(value));
    await expect(strengths.getByText(`${value}%`, { exact: true })).toBeVisible();
    const fill = await bar.evaluate((element) => {
      const inner = element.firstElementChild as HTMLElement;
      return inner.getBoundingClientRect().width / element.getBoundingClientRect().width;
    });
    expect(fill).toBeCloseTo(value / 100, 2);
  }
  const cards = section(page, "Why Choose Us to Elevate Your Brand Online");
  for (const card of ["Performance That Pays", "End-to-End Expertise", "Customer-Centric Approach"]) {
    await expect(cards.getByRole("heading", { name: card })).toBeVisible();
  }
});

test("testimonials, the contact block and structured data are on the page", async ({ page }) => {
  await page.goto("/");
  await expect(section(page, "What Our Clients Say").locator("figure")).toHaveCount(3);
  await expect(section(page, "What Our Clients Say")).toContainText("Lucknow");
  const contact = page.locator("section", {
    has: page.getByRole("heading", { name: "Let's Talk About Your Growth" }),
  });
  await expect(contact.locator('a[href^="tel:"]')).toHaveCount(1);
  await expect(contact.locator('a[href^="mailto:"]')).toHaveCount(1);
  const types = (await jsonLdBlocks(page)).map((block) => block["@type"]);
  expect(types).toContain("ProfessionalService");
  // The home page's questions are marked up once, on /faqs, which shows them too.
  expect(types).not.toContain("FAQPage");
});

test("the FAQ accordion opens one answer at a time, by mouse and keyboard", async ({ page }) => {
  await page.goto("/");
  const faq = section(page, "Have Questions?");
  const questions = faq.getByRole("button");
  await expect(questions).toHaveCount(4);
  for (const question of await questions.all())
    await expect(question).toHaveAttribute("aria-expanded", "false");
  const first = questions.nth(0);
  const second = questions.nth(1);
  const panelOf = async (button: typeof first) =>
    page.locator(`#${await button.getAttribute("aria-controls")}`);

  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(await panelOf(first)).toBeVisible();
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(await panelOf(first)).toBeHidden();
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "false");
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);

  await questions.nth(2).focus();
  await page.keyboard.press("Enter");
  await expect(questions.nth(2)).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Space");
  await expect(questions.nth(2)).toHaveAttribute("aria-expanded", "false");
});

test("home has no accessibility violations", async ({ page }) => {
  await page.goto("/");
  await expectNoAxeViolations(page);
});

test("on a phone the home page stays short: services as rows, quotes in a sideways row, and axe passes", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  // The document never scrolls sideways; only the quotes' own row does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  // Each service's icon sits beside its heading, not above it.
  const seo = section(page, "Services We Offer").getByRole("listitem").first();
  const icon = (await seo.locator("svg").first().boundingBox())!;
  const heading = (await seo.getByRole("heading").boundingBox())!;
  expect(icon.x + icon.width).toBeLessThanOrEqual(heading.x);
  expect(icon.y).toBeLessThan(heading.y + heading.height);
  // The quotes scroll sideways, by keyboard too, and every quote is still there.
  const quotes = page.getByRole("list", { name: "Client quotes" });
  await expect(quotes.getByRole("listitem")).toHaveCount(3);
  await quotes.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => quotes.evaluate((row) => row.scrollLeft)).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  // Issue 19 measured 12,900 px here before the tightening (15,100 px with the blocks added since).
  // Measured once every band is drawn (expectNoAxeViolations waits for it): until then the skipped
  // bands below the first screen count at a guessed height.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(12_500);
});

test.describe("the logo strips", () => {
  // One after another: the last test adds a logo for a moment, and the others count them.
  test.describe.configure({ mode: "serial" });
  const perView = async (page: Page, id: string) =>
    page.getByTestId(`${id}-viewport`).evaluate((viewport) => {
      const item = viewport.querySelector("li")!;
      const itemWidth = item.getBoundingClientRect().width;
      return Math.round((viewport.getBoundingClientRect().width + 30) / (itemWidth + 30));
    });

  for (const [width, expected] of [
    [360, 3],
    [767, 3],
    [768, 4],
    [1023, 4],
    [1024, 6],
    [1280, 6],
  ] as const) {
    test(`show ${expected} logos per view at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      expect(await perView(page, "clients")).toBe(expected);
      expect(await perView(page, "featured")).toBe(expected);
    });
  }

  test("scroll endlessly, featured slower, each logo named once for screen readers", async ({ page }) => {
    await page.goto("/");
    for (const id of ["clients", "featured"]) {
      const strip = page.locator(`#${id}`);
      await expect(strip.getByRole("img")).toHaveCount(6);
      await expect(strip.locator('ul[aria-hidden="true"] svg')).toHaveCount(6);
      const track = page.getByTestId(`${id}-track`);
      await expect(track).toHaveCSS("animation-name", "marquee");
      await expect(track).toHaveCSS("animation-iteration-count", "infinite");
      const gap = await track
        .locator("li")
        .first()
        .evaluate((item) => getComputedStyle(item).marginRight);
      expect(gap).toBe("30px");
    }
    await expect(page.getByTestId("clients-track")).toHaveCSS("animation-duration", "18s");
    await expect(page.getByTestId("featured-track")).toHaveCSS("animation-duration", "30s");
    await expect(page.locator("#clients").getByRole("img", { name: "Awadh Organics" })).toHaveCount(1);
  });

  test("pause on hover, on focus and with their button", async ({ page }) => {
    await page.goto("/");
    const track = page.getByTestId("clients-track");
    await expect(track).toHaveCSS("animation-play-state", "running");
    await page.getByTestId("clients-viewport").hover();
    await expect(track).toHaveCSS("animation-play-state", "paused");
    await page.mouse.move(0, 0);
    await expect(track).toHaveCSS("animation-play-state", "running");
    const pause = page.getByRole("button", { name: "Pause the client logos" });
    await pause.focus();
    await expect(track).toHaveCSS("animation-play-state", "paused");
    await page.keyboard.press("Enter");
    const play = page.getByRole("button", { name: "Play the client logos" });
    await expect(play).toBeFocused();
    await play.blur();
    await expect(track).toHaveCSS("animation-play-state", "paused");
    // A mouse click is not keyboard focus: once the pointer leaves, the strip moves again.
    await play.click();
    await page.mouse.move(0, 0);
    await expect(page.getByRole("button", { name: "Pause the client logos" })).toBeFocused();
    await expect(track).toHaveCSS("animation-play-state", "running");
  });

  test("stand still under reduced motion, each logo shown once and wrapped", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/");
    for (const id of ["clients", "featured"]) {
      const track = page.getByTestId(`${id}-track`);
      await expect(track).toHaveCSS("animation-name", "none");
      await expect(track.locator('ul[aria-hidden="true"]')).toBeHidden();
      const logos = page.locator(`#${id}`).getByRole("img");
      await expect(logos).toHaveCount(6);
      for (const logo of await logos.all()) await expect(logo).toBeVisible();
      const rows = await track
        .locator("ul")
        .first()
        .locator("li")
        .evaluateAll(
          (items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size,
        );
      expect(rows).toBe(2);
      await expect(page.getByRole("button", { name: /the (client|press) logos/ })).toHaveCount(0);
    }
    // Entrance animations are off too: the heading is fully visible at once.
    await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("opacity", "1");
  });

  test("an editor adds an uploaded logo to a strip and takes it off again; the home page follows", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const name = "Kanpur Leather Co.";
    // A transparent PNG, as logos usually are.
    const png = await sharp({ create: { width: 360, height: 120, channels: 4, background: "#00000000" } })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120"><rect x="20" y="30" width="320" height="60" rx="12" fill="#8b4513"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    await logIn(page);
    await page.goto("/admin/content/site");
    const add = page.getByRole("form", { name: "Add a logo to Featured On" });
    await add.getByLabel("Company name").fill(name);
    await add
      .getByLabel(/Logo image/)
      .setInputFiles({ name: "kanpur-leather.png", mimeType: "image/png", buffer: png });
    await add.getByRole("button", { name: "Add logo" }).click();
    await expect(page.getByText(`${name} added to Featured On.`)).toBeVisible();
    await expect(page.getByRole("list", { name: "Featured On logos" }).getByRole("listitem")).toHaveCount(7);
    await expect
      .poll(async () => (await page.request.get("/")).text(), { timeout: 10_000 })
      .toContain(`alt="${name}"`);

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: `Remove ${name}` }).click();
    await expect(page.getByText(`${name} removed.`)).toBeVisible();
    await expect
      .poll(async () => (await page.request.get("/")).text(), { timeout: 10_000 })
      .not.toContain(`alt="${name}"`);
  });
});
