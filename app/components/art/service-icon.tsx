import type { ReactNode } from "react";
import type { ServiceSlug } from "#app/content/services.ts";
import { palette as c } from "#app/components/art/palette.ts";

const stroke = {
  fill: "none",
  stroke: c.navy800,
  strokeWidth: 2.5,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

// One glyph per service, drawn on a 48-unit grid: navy line work, an indigo fill, a saffron accent.
const glyphs: Record<ServiceSlug, ReactNode> = {
  seo: (
    <>
      <circle cx="21" cy="21" r="10" {...stroke} fill={c.white} />
      <path d="M28.5 28.5 37 37" {...stroke} strokeWidth={4} />
      <path d="M16 24v-2M21 24v-6M26 24v-9" {...stroke} stroke={c.brand600} />
      <circle cx="36" cy="12" r="3" fill={c.saffron400} />
    </>
  ),
  smm: (
    <>
      <path
        d="M10 14a4 4 0 0 1 4-4h20a4 4 0 0 1 4 4v13a4 4 0 0 1-4 4H21l-7 6v-6a4 4 0 0 1-4-4z"
        {...stroke}
        fill={c.white}
      />
      <path
        d="M24 27s-6-3.6-6-7.4A3 3 0 0 1 24 18a3 3 0 0 1 6 1.6C30 23.4 24 27 24 27z"
        fill={c.saffron400}
      />
      <circle cx="39" cy="38" r="3" fill={c.brand600} />
    </>
  ),
  "web-design": (
    <>
      <rect x="8" y="11" width="32" height="26" rx="4" {...stroke} fill={c.white} />
      <path d="M8 18h32" {...stroke} />
      <rect x="13" y="23" width="10" height="9" rx="2" fill={c.brand600} />
      <path d="M27 24h8M27 29h6" {...stroke} stroke={c.brand600} />
      <circle cx="13" cy="14.5" r="1.5" fill={c.saffron400} />
    </>
  ),
  "content-marketing": (
    <>
      <path d="M13 8h15l8 8v22a3 3 0 0 1-3 3H13a3 3 0 0 1-3-3V11a3 3 0 0 1 3-3z" {...stroke} fill={c.white} />
      <path d="M28 8v8h8" {...stroke} />
      <path d="M16 22h14M16 28h14M16 34h8" {...stroke} stroke={c.brand600} />
      <path d="M33 33l6-6 3 3-6 6h-3z" fill={c.saffron400} />
    </>
  ),
  "email-marketing": (
    <>
      <rect x="7" y="13" width="32" height="23" rx="4" {...stroke} fill={c.white} />
      <path d="m8 15 15 11 15-11" {...stroke} stroke={c.brand600} />
      <circle cx="38" cy="13" r="6" fill={c.saffron400} stroke={c.white} strokeWidth="2" />
    </>
  ),
  "google-ads": (
    <>
      <circle cx="22" cy="22" r="13" {...stroke} fill={c.white} />
      <circle cx="22" cy="22" r="7" {...stroke} stroke={c.brand600} />
      <circle cx="22" cy="22" r="2.5" fill={c.saffron400} />
      <path
        d="m29 29 11 4-5 2-2 5z"
        fill={c.navy800}
        stroke={c.navy800}
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </>
  ),
  "meta-ads": (
    <>
      <path d="M9 20v8a2 2 0 0 0 2 2h4l13 7V11l-13 7h-4a2 2 0 0 0-2 2z" {...stroke} fill={c.white} />
      <path d="M16 30l2 8" {...stroke} />
      <path d="M33 18a8 8 0 0 1 0 12" {...stroke} stroke={c.brand600} />
      <path d="M37 14a13 13 0 0 1 0 20" {...stroke} stroke={c.saffron400} />
    </>
  ),
  "app-development": (
    <>
      <rect x="14" y="6" width="20" height="36" rx="4" {...stroke} fill={c.white} />
      <path d="M21 11h6" {...stroke} />
      <path d="m21 20-4 4 4 4M27 20l4 4-4 4" {...stroke} stroke={c.brand600} />
      <circle cx="24" cy="36" r="2" fill={c.saffron400} />
    </>
  ),
  hosting: (
    <>
      <rect x="8" y="9" width="26" height="11" rx="3" {...stroke} fill={c.white} />
      <rect x="8" y="24" width="26" height="11" rx="3" {...stroke} fill={c.white} />
      <circle cx="14" cy="14.5" r="1.8" fill={c.brand600} />
      <circle cx="14" cy="29.5" r="1.8" fill={c.brand600} />
      <path d="M20 14.5h8M20 29.5h8" {...stroke} />
      <circle cx="36" cy="36" r="7" fill={c.saffron400} stroke={c.white} strokeWidth="2" />
      <path d="m33 36 2 2 4-4" fill="none" stroke={c.white} strokeWidth="2" strokeLinecap="round" />
    </>
  ),
};

/** A service's decorative icon: its glyph on a soft indigo tile (48 px unless sized by class). */
export function ServiceIcon({ slug, className = "size-12" }: { slug: ServiceSlug; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 48 48"
      width="48"
      height="48"
      className={className}
    >
      <rect width="48" height="48" rx="12" fill={c.brand50} />
      {glyphs[slug]}
    </svg>
  );
}
