import { palette as c } from "#app/components/art/palette.ts";

/**
 * The home hero's decorative growth illustration: a glass dashboard with rising bars and a trend
 * line breaking upward, plus two floating result cards. Drawn for a dark background.
 */
export function HeroGrowthArt({ className = "" }: { className?: string }) {
  const bars = [
    { x: 118, h: 60 },
    { x: 170, h: 88 },
    { x: 222, h: 78 },
    { x: 274, h: 122 },
    { x: 326, h: 150 },
    { x: 378, h: 196 },
  ];
  const baseline = 332;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 560 480"
      width="560"
      height="480"
      className={className}
    >
      <defs>
        <linearGradient id="hero-bar" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={c.brand300} />
          <stop offset="1" stopColor={c.brand600} />
        </linearGradient>
        <linearGradient id="hero-bar-top" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={c.saffron300} />
          <stop offset="1" stopColor={c.saffron500} />
        </linearGradient>
        <radialGradient id="hero-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor={c.brand500} stopOpacity="0.55" />
          <stop offset="1" stopColor={c.brand500} stopOpacity="0" />
        </radialGradient>
      </defs>

      <circle cx="300" cy="230" r="230" fill="url(#hero-glow)" />
      <g fill={c.brand300} opacity="0.35">
        {Array.from({ length: 20 }, (_, i) => (
          <circle key={i} cx={460 + (i % 5) * 16} cy={40 + Math.floor(i / 5) * 16} r="2.5" />
        ))}
      </g>

      {/* The dashboard panel. */}
      <rect x="70" y="84" width="400" height="290" rx="26" fill={c.white} fillOpacity="0.07" />
      <rect
        x="70.5"
        y="84.5"
        width="399"
        height="289"
        rx="25.5"
        fill="none"
        stroke={c.white}
        strokeOpacity="0.18"
      />
      <circle cx="100" cy="112" r="5" fill={c.saffron400} />
      <circle cx="118" cy="112" r="5" fill={c.brand300} />
      <circle cx="136" cy="112" r="5" fill={c.white} fillOpacity="0.5" />
      <rect x="300" y="106" width="140" height="12" rx="6" fill={c.white} fillOpacity="0.14" />

      <g stroke={c.white} strokeOpacity="0.1">
        {[180, 230, 280].map((y) => (
          <line key={y} x1="100" x2="440" y1={y} y2={y} />
        ))}
      </g>
      {bars.map((bar, i) => (
        <rect
          key={bar.x}
          x={bar.x}
          y={baseline - bar.h}
          width="34"
          height={bar.h}
          rx="8"
          fill={i === bars.length - 1 ? "url(#hero-bar-top)" : "url(#hero-bar)"}
        />
      ))}
      <line x1="100" x2="440" y1={baseline + 0.5} y2={baseline + 0.5} stroke={c.white} strokeOpacity="0.3" />

      {/* The trend line, breaking out of the panel. */}
      <polyline
        points="120,262 182,236 236,246 290,196 344,170 400,118 476,52"
        fill="none"
        stroke={c.saffron400}
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M452 44 L490 40 L484 78 Z" fill={c.saffron400} />
      {[
        [182, 236],
        [290, 196],
        [400, 118],
      ].map(([x, y]) => (
        <circle key={x} cx={x} cy={y} r="7" fill={c.navy900} stroke={c.saffron400} strokeWidth="4" />
      ))}

      {/* Floating result card, top left. */}
      <g>
        <rect x="10" y="150" width="172" height="74" rx="16" fill={c.white} />
        <rect x="26" y="168" width="38" height="38" rx="10" fill={c.brand50} />
        <path
          d="M36 196 L45 186 L51 192 L58 182"
          fill="none"
          stroke={c.brand600}
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <text
          x="76"
          y="186"
          fontFamily="system-ui, sans-serif"
          fontSize="20"
          fontWeight="800"
          fill={c.navy900}
        >
          +128%
        </text>
        <text x="76" y="205" fontFamily="system-ui, sans-serif" fontSize="12" fill={c.navy700}>
          qualified leads
        </text>
      </g>

      {/* Floating ROI ring, bottom right. */}
      <g>
        <rect x="364" y="336" width="188" height="96" rx="18" fill={c.white} />
        <circle cx="420" cy="384" r="24" fill="none" stroke={c.brand100} strokeWidth="9" />
        <circle
          cx="420"
          cy="384"
          r="24"
          fill="none"
          stroke={c.brand600}
          strokeWidth="9"
          strokeLinecap="round"
          strokeDasharray="113 151"
          transform="rotate(-90 420 384)"
        />
        <text
          x="456"
          y="380"
          fontFamily="system-ui, sans-serif"
          fontSize="20"
          fontWeight="800"
          fill={c.navy900}
        >
          4.2x
        </text>
        <text x="456" y="399" fontFamily="system-ui, sans-serif" fontSize="12" fill={c.navy700}>
          return on ads
        </text>
      </g>

      {/* A small rising-bars badge echoing the brand mark. */}
      <g transform="translate(96 392)">
        <rect width="64" height="64" rx="18" fill={c.brand600} />
        <rect x="14" y="34" width="8" height="16" rx="3" fill={c.brand100} />
        <rect x="28" y="24" width="8" height="26" rx="3" fill={c.white} />
        <rect x="42" y="14" width="8" height="36" rx="3" fill={c.saffron400} />
      </g>
    </svg>
  );
}
