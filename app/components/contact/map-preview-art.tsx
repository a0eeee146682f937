/**
 * An original, hand-drawn style map of the streets around our Gomti Nagar office and the river
 * Gomti. It stands in for the Google map until the visitor asks for the real one.
 */
export function MapPreviewArt() {
  return (
    <svg
      role="img"
      aria-label="Illustrated map of Gomti Nagar, Lucknow, with our office marked near the river Gomti"
      viewBox="0 0 640 480"
      preserveAspectRatio="xMidYMid slice"
      className="block size-full"
    >
      <rect width="640" height="480" fill="#eef2f7" />
      <g fill="#d7eed9">
        <rect x="40" y="300" width="120" height="90" rx="14" />
        <rect x="470" y="330" width="130" height="110" rx="14" />
        <circle cx="520" cy="150" r="44" />
      </g>
      <path
        d="M-20 96 C90 60 160 150 270 120 S430 30 520 70 S620 120 660 96 L660 150 C600 170 560 130 520 128 S420 90 290 176 S100 118 -20 156 Z"
        fill="#9cc8ea"
      />
      <g fill="none" stroke="#ffffff" strokeLinecap="round">
        <path d="M-10 250 H650" strokeWidth="22" />
        <path d="M210 160 V490" strokeWidth="22" />
        <path d="M430 150 V490" strokeWidth="16" />
        <path d="M-10 420 C150 400 300 440 650 400" strokeWidth="14" />
        <path d="M90 250 V490 M330 250 V490 M540 250 V330 M210 340 H430" strokeWidth="9" />
      </g>
      <g fill="none" stroke="#f5c27a" strokeLinecap="round">
        <path d="M-10 250 H650" strokeWidth="8" />
        <path d="M210 160 V490" strokeWidth="8" />
      </g>
      <g fill="#cbd5e1">
        <rect x="232" y="270" width="80" height="52" rx="6" />
        <rect x="352" y="270" width="62" height="52" rx="6" />
        <rect x="232" y="356" width="80" height="44" rx="6" />
        <rect x="110" y="270" width="82" height="60" rx="6" />
        <rect x="452" y="270" width="70" height="46" rx="6" />
        <rect x="352" y="356" width="62" height="44" rx="6" />
      </g>
      <g fontFamily="ui-sans-serif, system-ui, sans-serif" fontWeight="700">
        <text x="300" y="140" fill="#1f4e79" fontSize="20" fontStyle="italic">
          River Gomti
        </text>
        <text x="24" y="236" fill="#475467" fontSize="16">
          Vibhuti Khand
        </text>
        <text x="456" y="236" fill="#475467" fontSize="16">
          Gomti Nagar
        </text>
      </g>
      <g transform="translate(302 190)">
        <ellipse cx="30" cy="118" rx="26" ry="8" fill="#0b1736" opacity="0.25" />
        <path
          d="M30 0C13.4 0 0 13.4 0 30c0 22.5 30 86 30 86s30-63.5 30-86C60 13.4 46.6 0 30 0z"
          fill="#4f46e5"
        />
        <circle cx="30" cy="30" r="12" fill="#fb923c" />
      </g>
    </svg>
  );
}
