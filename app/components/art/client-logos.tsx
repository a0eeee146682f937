import { palette as c } from "#app/components/art/palette.ts";
import type { WordmarkLogo } from "#app/components/art/wordmark-logo.tsx";

/** Six fictional Lucknow businesses for the "Our Clients" strip (invented names and marks). */
export const clientLogos: WordmarkLogo[] = [
  {
    name: "Awadh Organics",
    line1: "Awadh",
    line2: "ORGANICS",
    mark: (
      <>
        <path d="M20 38C6 30 6 12 20 2c14 10 14 28 0 36z" fill={c.brand600} />
        <path d="M20 36V14" stroke={c.white} strokeWidth="2.5" strokeLinecap="round" />
        <path d="m20 24 6-5M20 30l-6-5" stroke={c.white} strokeWidth="2" strokeLinecap="round" />
      </>
    ),
  },
  {
    name: "Gomti Realty",
    line1: "Gomti",
    line2: "REALTY",
    mark: (
      <>
        <path d="M4 20 20 6l16 14v16H4z" fill={c.navy800} />
        <path
          d="M2 32c6-4 10 4 18 0s12-4 18 0"
          fill="none"
          stroke={c.saffron400}
          strokeWidth="3.5"
          strokeLinecap="round"
        />
        <rect x="16" y="18" width="8" height="8" rx="1" fill={c.white} />
      </>
    ),
  },
  {
    name: "Chikan Threads",
    line1: "Chikan",
    line2: "THREADS",
    serif: true,
    mark: (
      <>
        <circle cx="20" cy="20" r="17" fill="none" stroke={c.brand600} strokeWidth="3" />
        <path
          d="M20 6c4 6 4 22 0 28M6 20c6-4 22-4 28 0M10 10c6 4 14 16 20 20M30 10c-6 4-14 16-20 20"
          fill="none"
          stroke={c.saffron500}
          strokeWidth="2"
          strokeLinecap="round"
        />
      </>
    ),
  },
  {
    name: "Tehzeeb Tea",
    line1: "Tehzeeb",
    line2: "TEA CO.",
    serif: true,
    mark: (
      <>
        <path d="M5 14h24v10a12 12 0 0 1-24 0z" fill={c.navy800} />
        <path d="M29 17h3a5 5 0 0 1 0 10h-4" fill="none" stroke={c.navy800} strokeWidth="3" />
        <path
          d="M12 4c-2 3 2 5 0 8M20 2c-2 3 2 5 0 8"
          fill="none"
          stroke={c.saffron400}
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <rect x="3" y="36" width="30" height="3" rx="1.5" fill={c.brand600} />
      </>
    ),
  },
  {
    name: "Nawab Motors",
    line1: "Nawab",
    line2: "MOTORS",
    mark: (
      <>
        <path d="M4 26l5-11a4 4 0 0 1 4-2h14a4 4 0 0 1 4 2l5 11v6H4z" fill={c.brand600} />
        <path d="M11 22l3-6h12l3 6z" fill={c.white} />
        <circle cx="11" cy="33" r="4.5" fill={c.navy800} stroke={c.white} strokeWidth="2" />
        <circle cx="29" cy="33" r="4.5" fill={c.navy800} stroke={c.white} strokeWidth="2" />
      </>
    ),
  },
  {
    name: "Lakshya Academy",
    line1: "Lakshya",
    line2: "ACADEMY",
    mark: (
      <>
        <circle cx="20" cy="20" r="17" fill={c.navy800} />
        <circle cx="20" cy="20" r="10" fill={c.white} />
        <circle cx="20" cy="20" r="4" fill={c.saffron400} />
        <path d="M20 20 36 4" stroke={c.brand300} strokeWidth="2.5" strokeLinecap="round" />
      </>
    ),
  },
];
