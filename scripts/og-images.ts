/**
 * Renders the Open Graph images (1200x630 PNG, one per page family) from the original SVG designs
 * below into public/og/. Run `npm run og:images` after changing a design or the brand facts.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { site } from "#app/content/site.ts";
// The artwork is drawn once and committed: it prints the facts the site shipped with.
import { shippedSiteFacts as facts } from "#db/migrations/0014-shipped-content.ts";
import { chromiumPath } from "#tests/setup/chromium-path.ts";

const width = 1200;
const height = 630;
const outputDir = join(import.meta.dirname, "..", "public", "og");
const font = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";

const palette = {
  navy950: "#060d22",
  navy900: "#0b1736",
  navy800: "#14244f",
  navy700: "#1f3370",
  indigo: "#4f46e5",
  indigoSoft: "#a5b4fc",
  pale: "#e0e7ff",
  saffron: "#fb923c",
  saffronSoft: "#fdba74",
  green: "#079455",
};

type Design = { name: string; eyebrow: string; headline: string[]; subline: string; art: string };

function escape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The frame every card shares: gradient, brand mark, headline on the left, art on the right. */
function frame({ eyebrow, headline, subline, art }: Design): string {
  const lines = headline
    .map((line, index) => `<tspan x="80" dy="${index === 0 ? 0 : 72}">${escape(line)}</tspan>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette.navy950}"/>
      <stop offset="0.55" stop-color="${palette.navy900}"/>
      <stop offset="1" stop-color="${palette.navy700}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.82" cy="0.3" r="0.55">
      <stop offset="0" stop-color="${palette.indigo}" stop-opacity="0.55"/>
      <stop offset="1" stop-color="${palette.indigo}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  <g transform="translate(80 64)">
    <rect width="56" height="56" rx="14" fill="${palette.indigo}"/>
    <rect x="12" y="30" width="7" height="14" rx="2.5" fill="#c7d2fe"/>
    <rect x="24.5" y="21" width="7" height="23" rx="2.5" fill="${palette.pale}"/>
    <rect x="37" y="12" width="7" height="32" rx="2.5" fill="${palette.saffron}"/>
    <text x="76" y="38" font-family="${font}" font-size="30" font-weight="700" fill="#fff">${escape(site.name)}</text>
  </g>
  <text x="80" y="214" font-family="${font}" font-size="24" font-weight="700" letter-spacing="3" fill="${palette.saffronSoft}">${escape(eyebrow.toUpperCase())}</text>
  <text x="80" y="294" font-family="${font}" font-size="58" font-weight="700" fill="#fff">${lines}</text>
  <text x="80" y="${294 + headline.length * 72 + 8}" font-family="${font}" font-size="28" fill="#cbd5e1">${escape(subline)}</text>
  <rect x="80" y="548" width="64" height="6" rx="3" fill="${palette.saffron}"/>
  <text x="164" y="558" font-family="${font}" font-size="22" fill="#cbd5e1">${escape(`${facts.address.locality}, ${facts.address.country} · ${facts.phone}`)}</text>
  <g transform="translate(780 150)">${art}</g>
</svg>`;
}

const growthArt = `
  <rect x="0" y="0" width="340" height="330" rx="28" fill="${palette.navy800}" opacity="0.8"/>
  <g fill="${palette.indigoSoft}">
    <rect x="40" y="220" width="44" height="70" rx="10" opacity="0.6"/>
    <rect x="110" y="180" width="44" height="110" rx="10" opacity="0.75"/>
    <rect x="180" y="130" width="44" height="160" rx="10"/>
  </g>
  <rect x="250" y="70" width="44" height="220" rx="10" fill="${palette.saffron}"/>
  <path d="M40 170 L130 130 L200 90 L290 40" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M262 30 L298 36 L288 70" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;

const blogArt = `
  <rect x="60" y="0" width="280" height="340" rx="24" fill="${palette.navy800}" opacity="0.7" transform="rotate(6 200 170)"/>
  <rect x="20" y="10" width="300" height="340" rx="24" fill="#fff"/>
  <rect x="44" y="36" width="252" height="120" rx="14" fill="${palette.indigo}"/>
  <path d="M60 140 L130 90 L180 120 L240 70 L280 100 L280 140 Z" fill="${palette.indigoSoft}"/>
  <circle cx="250" cy="66" r="14" fill="${palette.saffron}"/>
  <rect x="44" y="180" width="220" height="16" rx="8" fill="${palette.navy900}"/>
  <rect x="44" y="212" width="252" height="10" rx="5" fill="#cbd5e1"/>
  <rect x="44" y="234" width="236" height="10" rx="5" fill="#cbd5e1"/>
  <rect x="44" y="256" width="200" height="10" rx="5" fill="#cbd5e1"/>
  <rect x="44" y="294" width="110" height="30" rx="15" fill="${palette.saffron}"/>`;

const servicesArt = [0, 1, 2]
  .flatMap((row) =>
    [0, 1, 2].map((column) => {
      const accent = row === 1 && column === 1;
      return `<rect x="${column * 116}" y="${row * 116}" width="100" height="100" rx="22" fill="${accent ? palette.saffron : palette.navy800}"/>
  <circle cx="${column * 116 + 50}" cy="${row * 116 + 42}" r="18" fill="${accent ? "#fff" : palette.indigoSoft}"/>
  <rect x="${column * 116 + 26}" y="${row * 116 + 72}" width="48" height="8" rx="4" fill="${accent ? "#fff" : palette.indigo}"/>`;
    }),
  )
  .join("");

const careersArt = `
  <circle cx="170" cy="170" r="160" fill="${palette.navy800}" opacity="0.8"/>
  <g>
    <circle cx="100" cy="150" r="36" fill="${palette.indigoSoft}"/>
    <path d="M40 260 a60 60 0 0 1 120 0 Z" fill="${palette.indigoSoft}"/>
    <circle cx="240" cy="150" r="36" fill="${palette.pale}"/>
    <path d="M180 260 a60 60 0 0 1 120 0 Z" fill="${palette.pale}"/>
    <circle cx="170" cy="110" r="44" fill="${palette.saffron}"/>
    <path d="M96 250 a74 74 0 0 1 148 0 Z" fill="${palette.saffron}"/>
  </g>
  <rect x="86" y="280" width="168" height="40" rx="20" fill="${palette.indigo}"/>
  <text x="170" y="307" text-anchor="middle" font-family="${font}" font-size="20" font-weight="700" fill="#fff">We're hiring</text>`;

const contactArt = `
  <rect x="0" y="20" width="340" height="300" rx="28" fill="#eef2f7"/>
  <path d="M0 110 C80 80 150 150 240 110 S320 80 340 96 L340 140 C300 150 270 130 240 150 S90 130 0 160 Z" fill="#9cc8ea"/>
  <g stroke="#fff" stroke-width="16" fill="none" stroke-linecap="round">
    <path d="M20 230 H320"/><path d="M120 170 V310"/><path d="M250 170 V310"/>
  </g>
  <g transform="translate(150 120)">
    <path d="M30 0C13.4 0 0 13.4 0 30c0 22.5 30 80 30 80s30-57.5 30-80C60 13.4 46.6 0 30 0z" fill="${palette.indigo}"/>
    <circle cx="30" cy="30" r="12" fill="${palette.saffron}"/>
  </g>
  <g transform="translate(190 -10)">
    <rect width="170" height="70" rx="20" fill="${palette.green}"/>
    <path d="M30 70 L24 92 L52 70 Z" fill="${palette.green}"/>
    <rect x="22" y="20" width="120" height="10" rx="5" fill="#fff"/>
    <rect x="22" y="40" width="80" height="10" rx="5" fill="#fff" opacity="0.75"/>
  </g>`;

const designs: Design[] = [
  {
    name: "default",
    eyebrow: "Digital marketing agency",
    headline: ["Elevate your brand", "with strategy that pays"],
    subline: "SEO, social media, web design and ads from Lucknow",
    art: growthArt,
  },
  {
    name: "blog",
    eyebrow: "The blog",
    headline: ["Marketing guides for", "Indian small businesses"],
    subline: "Local SEO, Reels, site speed and WhatsApp, explained",
    art: blogArt,
  },
  {
    name: "services",
    eyebrow: "Our services",
    headline: ["Nine services,", "one growth plan"],
    subline: "SEO, social, web, content, email, ads, apps and hosting",
    art: servicesArt,
  },
  {
    name: "careers",
    eyebrow: "Careers",
    headline: ["Join our team", "in Lucknow"],
    subline: "Marketing, React and writing roles, remote-friendly",
    art: careersArt,
  },
  {
    name: "contact",
    eyebrow: "Contact us",
    headline: ["Let's talk about", "your growth"],
    subline: `${facts.email} · Gomti Nagar, Lucknow`,
    art: contactArt,
  },
];

const browser = await chromium.launch({ executablePath: chromiumPath() });
try {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  mkdirSync(outputDir, { recursive: true });
  for (const design of designs) {
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:#000">${frame(design)}</body></html>`,
    );
    const png = await page.screenshot({ type: "png", clip: { x: 0, y: 0, width, height } });
    writeFileSync(join(outputDir, `${design.name}.png`), png);
    console.log(`public/og/${design.name}.png (${Math.round(png.length / 1024)} KB)`);
  }
} finally {
  await browser.close();
}
