import type { ReactNode } from "react";
import type { TileGlyphName } from "#app/content/service-pages/types.ts";

// Simple line glyphs on a 24-unit grid, stroked in the current text colour.
const glyphs: Record<TileGlyphName, ReactNode> = {
  search: <path d="M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15.5 15.5 20 20" />,
  share: (
    <path d="M6 10a2.5 2.5 0 1 1 0 4 2.5 2.5 0 0 1 0-4zM18 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM18 15.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM8.2 10.8l7.6-4.1M8.2 13.2l7.6 4.1" />
  ),
  megaphone: <path d="M4 10v4h3l9 5V5L7 10zM7 14l1.5 5.5M19 9.5a3 3 0 0 1 0 5" />,
  compass: <path d="M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM15.5 8.5l-2 5-5 2 2-5z" />,
  bookmark: <path d="M7 3.5h10a1 1 0 0 1 1 1V21l-6-4-6 4V4.5a1 1 0 0 1 1-1z" />,
  pen: <path d="M4 20l1-4.5L15.5 5a2 2 0 0 1 3 3L8 18.5zM13.5 7l3 3" />,
  link: (
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  ),
  users: (
    <path d="M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM3 20a6 6 0 0 1 12 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14a6 6 0 0 1 3 6" />
  ),
  facebook: (
    <path d="M14 21v-8h3l.5-3.5H14V7.5c0-1 .4-1.5 1.6-1.5H18V3h-3c-3 0-4.5 1.7-4.5 4.3v2.2H8V13h2.5v8" />
  ),
  instagram: (
    <path d="M7.5 3.5h9a4 4 0 0 1 4 4v9a4 4 0 0 1-4 4h-9a4 4 0 0 1-4-4v-9a4 4 0 0 1 4-4zM12 8.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zM17 7h.01" />
  ),
  x: <path d="M4.5 4h4l11 16h-4zM19 4l-6 6.8M5 20l6-6.8" />,
  linkedin: <path d="M5 10v9M5 5.5v.01M9.5 19v-9M9.5 14a3.5 3.5 0 0 1 7 0v5M19 19v-5" />,
  youtube: (
    <path d="M3.5 8.5c0-2 1.5-3.5 3.5-3.5h10c2 0 3.5 1.5 3.5 3.5v7c0 2-1.5 3.5-3.5 3.5H7c-2 0-3.5-1.5-3.5-3.5zM10 9v6l5-3z" />
  ),
  pinterest: (
    <path d="M12 3a9 9 0 0 0-3.3 17.4M12 3a9 9 0 0 1 0 18M10.5 13.5 8.7 20.4M9 10.5c0-2 1.4-3.5 3.4-3.5s3.3 1.4 3.3 3.4c0 2.6-1.4 4.6-3.2 4.6-1.1 0-1.8-.8-1.6-1.8" />
  ),
  heart: <path d="M12 20s-8-4.8-8-10.3A4.3 4.3 0 0 1 12 7a4.3 4.3 0 0 1 8 2.7C20 15.2 12 20 12 20z" />,
  layout: (
    <path d="M4.5 4h15a.5.5 0 0 1 .5.5v15a.5.5 0 0 1-.5.5h-15a.5.5 0 0 1-.5-.5v-15a.5.5 0 0 1 .5-.5zM4 9h16M10 9v11" />
  ),
  phone: (
    <path d="M8 2.5h8a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 20V4A1.5 1.5 0 0 1 8 2.5zM11 18h2" />
  ),
  bolt: <path d="M13 2.5 5 13.5h6l-1 8 8-11h-6z" />,
  shield: <path d="M12 3 5 6v5.5c0 4.4 3 8.2 7 9.5 4-1.3 7-5.1 7-9.5V6zM9 12l2 2 4-4" />,
  cart: <path d="M3 4h2.5l2.2 10.5h10L20 7H6.5M9 19.5h.01M17 19.5h.01" />,
  chart: <path d="M4 20h16M7 16v-4M11.5 16V8M16 16v-6M6 9l5-4 4 3 4-4" />,
  mail: (
    <path d="M4.5 5.5h15a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1h-15a1 1 0 0 1-1-1v-11a1 1 0 0 1 1-1zM4 7l8 6 8-6" />
  ),
  target: (
    <path d="M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM12 7.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zM12 11.5v1" />
  ),
  code: <path d="m8.5 7.5-5 4.5 5 4.5M15.5 7.5l5 4.5-5 4.5M13.5 5l-3 14" />,
  cloud: <path d="M7 18.5a4.5 4.5 0 0 1-.6-9 6 6 0 0 1 11.5 1.5A3.8 3.8 0 0 1 17.5 18.5z" />,
  globe: (
    <path d="M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM3.5 12h17M12 3c2.5 2.7 3.5 5.7 3.5 9s-1 6.3-3.5 9c-2.5-2.7-3.5-5.7-3.5-9s1-6.3 3.5-9z" />
  ),
  lock: (
    <path d="M6.5 10.5h11a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1h-11a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1zM8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3M12 14.5v2" />
  ),
  refresh: <path d="M19.5 12A7.5 7.5 0 0 1 6.2 16.8M4.5 12A7.5 7.5 0 0 1 17.8 7.2M18 3.5v4h-4M6 20.5v-4h4" />,
};

/** The decorative line glyph of a capability tile, 24 px unless sized by class. */
export function TileGlyph({ name, className = "size-6" }: { name: TileGlyphName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {glyphs[name]}
    </svg>
  );
}
