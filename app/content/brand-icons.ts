/**
 * The brand's square mark as raster icons, made from public/favicon.svg by `npm run brand-icons`
 * (scripts/brand-icons.ts) and committed: the apple-touch icon, the web app manifest's icons, and
 * the logo search engines read from the JSON-LD (Google wants 112 x 112 pixels or more, not SVG).
 */
export const brandIcons = {
  /** iOS home screens: opaque and square (iOS rounds the corners itself). */
  appleTouch: { path: "/apple-touch-icon.png", size: 180 },
  /** The manifest's icons: rounded like the SVG ("any"), and full-bleed for masks ("maskable"). */
  any192: { path: "/icons/icon-192.png", size: 192 },
  any512: { path: "/icons/icon-512.png", size: 512 },
  maskable512: { path: "/icons/maskable-512.png", size: 512 },
  /** The organisation's logo in JSON-LD: opaque, on the brand's own colour. */
  logo: { path: "/icons/logo-512.png", size: 512 },
} as const;

export const MANIFEST_PATH = "/manifest.webmanifest";
