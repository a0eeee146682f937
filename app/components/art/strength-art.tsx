import type { ReactNode } from "react";
import type { StrengthKind } from "#app/content/home.ts";
import { palette as c } from "#app/components/art/palette.ts";

const line = { fill: "none", strokeLinecap: "round", strokeLinejoin: "round" } as const;

// Each scene sits on a 240 x 150 canvas and is drawn for the dark navy tile behind it.
const scenes: Record<StrengthKind, ReactNode> = {
  transparency: (
    <>
      <rect x="52" y="22" width="104" height="118" rx="12" fill={c.white} />
      <path d="M70 46h52M70 62h68M70 78h40" {...line} stroke={c.brand300} strokeWidth="6" />
      <rect x="70" y="96" width="12" height="28" rx="3" fill={c.brand300} />
      <rect x="90" y="88" width="12" height="36" rx="3" fill={c.brand500} />
      <rect x="110" y="102" width="12" height="22" rx="3" fill={c.brand300} />
      <circle
        cx="160"
        cy="84"
        r="30"
        fill={c.navy700}
        fillOpacity="0.35"
        stroke={c.saffron400}
        strokeWidth="8"
      />
      <path d="M182 106 200 124" {...line} stroke={c.saffron400} strokeWidth="12" />
    </>
  ),
  experience: (
    <>
      <path d="M84 24h72v26a36 36 0 0 1-72 0z" fill={c.saffron400} />
      <path
        d="M84 32H66a18 18 0 0 0 20 24M156 32h18a18 18 0 0 1-20 24"
        {...line}
        stroke={c.saffron300}
        strokeWidth="6"
      />
      <rect x="110" y="84" width="20" height="22" fill={c.saffron300} />
      <rect x="88" y="104" width="64" height="16" rx="5" fill={c.white} />
      <rect x="78" y="118" width="84" height="18" rx="6" fill={c.brand500} />
      <text
        x="120"
        y="62"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="26"
        fontWeight="800"
        fill={c.navy900}
      >
        5+
      </text>
      <path
        d="m48 40 3 7 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1zM192 76l2 5 5 1-4 3 1 5-4-2-4 2 1-5-4-3 5-1z"
        fill={c.brand300}
      />
    </>
  ),
  team: (
    <>
      <circle cx="72" cy="62" r="17" fill={c.brand300} />
      <path d="M42 132a30 30 0 0 1 60 0z" fill={c.brand500} />
      <circle cx="168" cy="62" r="17" fill={c.brand300} />
      <path d="M138 132a30 30 0 0 1 60 0z" fill={c.brand500} />
      <circle cx="120" cy="50" r="21" fill={c.saffron300} />
      <path d="M82 136a38 38 0 0 1 76 0z" fill={c.saffron400} />
      <path d="M104 24h32" {...line} stroke={c.white} strokeOpacity="0.4" strokeWidth="4" />
    </>
  ),
  performance: (
    <>
      <path d="M56 120a64 64 0 0 1 128 0" {...line} stroke={c.navy700} strokeWidth="16" />
      <path d="M56 120a64 64 0 0 1 112-42" {...line} stroke={c.brand500} strokeWidth="16" />
      <path d="M168 78a64 64 0 0 1 16 42" {...line} stroke={c.saffron400} strokeWidth="16" />
      <path d="M120 120 158 84" {...line} stroke={c.white} strokeWidth="7" />
      <circle cx="120" cy="120" r="10" fill={c.white} />
      <circle cx="188" cy="40" r="18" fill={c.saffron400} />
      <path d="m180 40 6 6 10-11" {...line} stroke={c.navy900} strokeWidth="4" />
    </>
  ),
};

/** The decorative scene of one home-page strength tile. */
export function StrengthArt({ kind, className = "" }: { kind: StrengthKind; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 240 150"
      width="240"
      height="150"
      className={className}
    >
      {scenes[kind]}
    </svg>
  );
}
