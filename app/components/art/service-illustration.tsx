import type { IllustrationKind } from "#app/content/service-pages/types.ts";
import { scenes } from "#app/components/art/illustration-scenes.tsx";
import { palette as c } from "#app/components/art/palette.ts";

/** A decorative illustration beside a service page's text block: one scene on the shared backdrop. */
export function ServiceIllustration({
  kind,
  className = "",
}: {
  kind: IllustrationKind;
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 400 300"
      width="400"
      height="300"
      // The corner radius as a share of each side matches the backdrop's rx=28 at any size.
      className={`overflow-hidden rounded-[7%/9.33%] ${className}`}
    >
      <rect width="400" height="300" rx="28" fill={c.brand50} />
      <circle cx="352" cy="40" r="74" fill={c.saffron300} fillOpacity="0.35" />
      <circle cx="34" cy="276" r="60" fill={c.brand300} fillOpacity="0.3" />
      <g fill={c.brand300}>
        {Array.from({ length: 12 }, (_, i) => (
          <circle key={i} cx={24 + (i % 4) * 14} cy={24 + Math.floor(i / 4) * 14} r="2.5" />
        ))}
      </g>
      {scenes[kind]}
    </svg>
  );
}
