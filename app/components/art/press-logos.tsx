import { palette as c } from "#app/components/art/palette.ts";
import type { WordmarkLogo } from "#app/components/art/wordmark-logo.tsx";

/** Six fictional publications for the "Featured On" strip (invented names and marks). */
export const pressLogos: WordmarkLogo[] = [
  {
    name: "The Lucknow Ledger",
    line1: "Lucknow",
    line2: "THE LEDGER",
    serif: true,
    mark: (
      <>
        <rect x="4" y="2" width="32" height="36" rx="3" fill={c.navy800} />
        <path
          d="M10 10h20M10 17h20M10 24h12M10 31h16"
          stroke={c.white}
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </>
    ),
  },
  {
    name: "BizUP Review",
    line1: "BizUP",
    line2: "REVIEW",
    mark: (
      <>
        <rect x="2" y="2" width="36" height="36" rx="8" fill={c.brand600} />
        <path
          d="M9 29 17 20l6 5 9-12"
          fill="none"
          stroke={c.white}
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </>
    ),
  },
  {
    name: "Startup Awadh",
    line1: "Startup",
    line2: "AWADH",
    mark: (
      <>
        <path d="M20 2c8 6 10 16 6 26h-12C10 18 12 8 20 2z" fill={c.navy800} />
        <circle cx="20" cy="15" r="4" fill={c.white} />
        <path d="M14 28l-6 6 4-10M26 28l6 6-4-10" fill={c.navy800} />
        <path d="M17 32c0 4 3 6 3 6s3-2 3-6z" fill={c.saffron400} />
      </>
    ),
  },
  {
    name: "MarketMantra",
    line1: "Market",
    line2: "MANTRA",
    mark: (
      <>
        <circle cx="20" cy="20" r="18" fill={c.saffron400} />
        <path
          d="M10 27V14l10 9 10-9v13"
          fill="none"
          stroke={c.navy900}
          strokeWidth="3.5"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </>
    ),
  },
  {
    name: "Growth Gazette",
    line1: "Growth",
    line2: "GAZETTE",
    serif: true,
    mark: (
      <>
        <path d="M4 36h32" stroke={c.navy800} strokeWidth="3" strokeLinecap="round" />
        <rect x="6" y="24" width="7" height="10" rx="1.5" fill={c.brand300} />
        <rect x="16.5" y="16" width="7" height="18" rx="1.5" fill={c.brand600} />
        <rect x="27" y="6" width="7" height="28" rx="1.5" fill={c.navy800} />
      </>
    ),
  },
  {
    name: "Daily Brand Wire",
    line1: "BrandWire",
    line2: "DAILY",
    mark: (
      <>
        <circle cx="20" cy="20" r="6" fill={c.brand600} />
        <path
          d="M10 10a14 14 0 0 0 0 20M30 10a14 14 0 0 1 0 20"
          fill="none"
          stroke={c.navy800}
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path
          d="M5 5a21 21 0 0 0 0 30M35 5a21 21 0 0 1 0 30"
          fill="none"
          stroke={c.saffron400}
          strokeWidth="3"
          strokeLinecap="round"
        />
      </>
    ),
  },
];
