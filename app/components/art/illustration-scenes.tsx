import type { ReactNode } from "react";
import type { IllustrationKind } from "#app/content/service-pages/types.ts";
import { palette as c } from "#app/components/art/palette.ts";

const ink = {
  fill: "none",
  stroke: c.navy800,
  strokeWidth: 4,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;
const font = "system-ui, 'Segoe UI', sans-serif";

/** A white card with a soft offset shadow: the building block of every scene. */
function Panel({ x, y, w, h, r = 16 }: { x: number; y: number; w: number; h: number; r?: number }) {
  return (
    <>
      <rect x={x + 6} y={y + 8} width={w} height={h} rx={r} fill={c.brand100} />
      <rect x={x} y={y} width={w} height={h} rx={r} fill={c.white} stroke={c.navy800} strokeWidth="3" />
    </>
  );
}

function Bars({ x, y, values, width = 18 }: { x: number; y: number; values: number[]; width?: number }) {
  return values.map((v, i) => (
    <rect
      key={i}
      x={x + i * (width + 10)}
      y={y - v}
      width={width}
      height={v}
      rx="4"
      fill={i === values.length - 1 ? c.saffron400 : c.brand500}
    />
  ));
}

// Each scene is drawn on a 400 x 300 canvas over the shared backdrop.
export const scenes: Record<IllustrationKind, ReactNode> = {
  search: (
    <>
      <Panel x={60} y={54} w={280} h={52} r={26} />
      <circle cx="94" cy="80" r="10" {...ink} />
      <path d="m101 87 8 8" {...ink} />
      <path d="M124 80h120" {...ink} stroke={c.brand300} strokeWidth="8" />
      <Panel x={60} y={128} w={280} h={130} />
      <rect x="80" y="146" width="240" height="30" rx="8" fill={c.brand50} />
      <circle cx="98" cy="161" r="9" fill={c.saffron400} />
      <text
        x="98"
        y="165.5"
        textAnchor="middle"
        fontFamily={font}
        fontSize="12"
        fontWeight="800"
        fill={c.navy900}
      >
        1
      </text>
      <path d="M118 161h120" {...ink} stroke={c.brand600} strokeWidth="7" />
      <path d="M88 200h150M88 234h120" {...ink} stroke={c.line} strokeWidth="7" />
      <path d="m300 174 0-22m-9 9 9-9 9 9" {...ink} stroke={c.saffron500} />
    </>
  ),
  analytics: (
    <>
      <Panel x={56} y={50} w={288} h={200} />
      <path d="M80 76h80" {...ink} stroke={c.brand300} strokeWidth="7" />
      <path d="M80 218h240" {...ink} stroke={c.line} strokeWidth="3" />
      <Bars x={92} y={216} values={[40, 62, 54, 88, 112]} width={22} />
      <polyline points="100,160 132,140 164,148 196,112 228,90 290,70" {...ink} stroke={c.navy800} />
      <circle cx="290" cy="70" r="7" fill={c.saffron400} stroke={c.navy800} strokeWidth="3" />
      <rect x="250" y="150" width="72" height="40" rx="10" fill={c.navy900} />
      <text
        x="286"
        y="175"
        textAnchor="middle"
        fontFamily={font}
        fontSize="15"
        fontWeight="800"
        fill={c.white}
      >
        +64%
      </text>
    </>
  ),
  links: (
    <>
      <path
        d="M200 150 100 84M200 150 300 84M200 150 110 226M200 150 292 226"
        {...ink}
        stroke={c.brand300}
        strokeDasharray="2 12"
        strokeWidth="5"
      />
      <Panel x={150} y={112} w={100} h={76} />
      <path d="M172 140h56M172 160h36" {...ink} stroke={c.brand600} strokeWidth="7" />
      {[
        [66, 56],
        [266, 56],
        [76, 198],
        [258, 198],
      ].map(([x = 0, y = 0], i) => (
        <g key={i}>
          <Panel x={x} y={y} w={68} h={52} r={12} />
          <circle cx={x + 20} cy={y + 26} r="8" fill={i % 2 ? c.saffron400 : c.brand500} />
          <path d={`M${x + 36} ${y + 26}h16`} {...ink} stroke={c.line} strokeWidth="6" />
        </g>
      ))}
    </>
  ),
  social: (
    <>
      <Panel x={130} y={30} w={140} h={240} r={24} />
      <rect x="148" y="62" width="104" height="84" rx="10" fill={c.brand500} />
      <circle cx="178" cy="92" r="12" fill={c.saffron300} />
      <path
        d="M148 136l34-30 24 20 18-14 28 24v10a10 10 0 0 1-10 10h-84a10 10 0 0 1-10-10z"
        fill={c.brand700}
      />
      <path d="M150 170h70M150 192h96M150 214h50" {...ink} stroke={c.line} strokeWidth="6" />
      <g transform="translate(276 70)">
        <circle r="26" fill={c.saffron400} />
        <path d="M0 10s-12-7-12-14a6 6 0 0 1 12-2 6 6 0 0 1 12 2c0 7-12 14-12 14z" fill={c.white} />
      </g>
      <g transform="translate(70 186)">
        <path
          d="M-34 -22h68a10 10 0 0 1 10 10v22a10 10 0 0 1-10 10H-10l-14 12v-12h-10a10 10 0 0 1-10-10v-22a10 10 0 0 1 10-10z"
          fill={c.navy800}
        />
        <path d="M-24 -4h48" stroke={c.white} strokeWidth="5" strokeLinecap="round" />
      </g>
    </>
  ),
  browser: (
    <>
      <Panel x={44} y={44} w={312} h={212} />
      <path d="M44 80h312" stroke={c.navy800} strokeWidth="3" />
      <circle cx="66" cy="62" r="6" fill={c.saffron400} />
      <circle cx="86" cy="62" r="6" fill={c.brand300} />
      <rect x="66" y="100" width="150" height="16" rx="8" fill={c.navy800} />
      <path d="M66 136h120M66 156h96" {...ink} stroke={c.line} strokeWidth="7" />
      <rect x="66" y="182" width="98" height="34" rx="17" fill={c.brand600} />
      <rect x="236" y="100" width="100" height="116" rx="12" fill={c.brand50} />
      <Bars x={250} y={200} values={[30, 52, 74]} width={18} />
      <path
        d="m150 200 26 62 8-22 22-8z"
        fill={c.saffron400}
        stroke={c.navy800}
        strokeWidth="3"
        strokeLinejoin="round"
      />
    </>
  ),
  devices: (
    <>
      <Panel x={40} y={48} w={250} h={160} />
      <rect x="58" y="66" width="214" height="124" rx="8" fill={c.brand50} />
      <rect x="74" y="84" width="110" height="12" rx="6" fill={c.navy800} />
      <path d="M74 112h80M74 128h60" {...ink} stroke={c.brand300} strokeWidth="6" />
      <rect x="74" y="148" width="70" height="24" rx="12" fill={c.brand600} />
      <path d="M140 226h50M165 208v18" {...ink} />
      <Panel x={262} y={104} w={92} h={164} r={18} />
      <rect x="276" y="126" width="64" height="50" rx="8" fill={c.brand500} />
      <path d="M278 194h58M278 212h40" {...ink} stroke={c.line} strokeWidth="6" />
      <rect x="278" y="230" width="44" height="18" rx="9" fill={c.saffron400} />
    </>
  ),
  content: (
    <>
      <Panel x={96} y={36} w={190} h={232} />
      <rect x="118" y="60" width="146" height="66" rx="10" fill={c.brand500} />
      <circle cx="142" cy="84" r="10" fill={c.saffron300} />
      <path d="M118 116 152 90l26 20 22-14 64 28v2H118z" fill={c.brand700} />
      <path
        d="M118 150h146M118 172h146M118 194h110M118 216h130M118 238h80"
        {...ink}
        stroke={c.line}
        strokeWidth="7"
      />
      <g transform="rotate(35 300 160)">
        <rect
          x="288"
          y="90"
          width="24"
          height="130"
          rx="6"
          fill={c.saffron400}
          stroke={c.navy800}
          strokeWidth="3"
        />
        <path
          d="m288 220 12 26 12-26z"
          fill={c.white}
          stroke={c.navy800}
          strokeWidth="3"
          strokeLinejoin="round"
        />
      </g>
    </>
  ),
  email: (
    <>
      <rect
        x="98"
        y="48"
        width="180"
        height="150"
        rx="10"
        fill={c.white}
        stroke={c.navy800}
        strokeWidth="3"
      />
      <path d="M120 76h100M120 98h136M120 120h80" {...ink} stroke={c.brand300} strokeWidth="7" />
      <path
        d="M70 136 200 226l130-90v110a10 10 0 0 1-10 10H80a10 10 0 0 1-10-10z"
        fill={c.brand600}
        stroke={c.navy800}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M70 256l100-76M330 256l-100-76" {...ink} stroke={c.navy800} strokeWidth="3" />
      <circle cx="318" cy="70" r="26" fill={c.saffron400} stroke={c.navy800} strokeWidth="3" />
      <text
        x="318"
        y="76"
        textAnchor="middle"
        fontFamily={font}
        fontSize="17"
        fontWeight="800"
        fill={c.navy900}
      >
        3
      </text>
    </>
  ),
  ads: (
    <>
      <Panel x={48} y={58} w={216} h={172} />
      <rect x="68" y="78" width="176" height="84" rx="10" fill={c.brand50} />
      <rect x="80" y="90" width="40" height="22" rx="6" fill={c.saffron400} />
      <text
        x="100"
        y="106"
        textAnchor="middle"
        fontFamily={font}
        fontSize="13"
        fontWeight="800"
        fill={c.navy900}
      >
        Ad
      </text>
      <path d="M80 136h110" {...ink} stroke={c.brand600} strokeWidth="8" />
      <path d="M68 186h130M68 208h90" {...ink} stroke={c.line} strokeWidth="7" />
      <circle cx="290" cy="176" r="58" fill={c.white} stroke={c.navy800} strokeWidth="3" />
      <circle cx="290" cy="176" r="38" fill={c.brand100} />
      <circle cx="290" cy="176" r="18" fill={c.brand600} />
      <path d="m290 176 60-60m-22 0h22v22" {...ink} stroke={c.saffron500} strokeWidth="6" />
    </>
  ),
  mobile: (
    <>
      <Panel x={136} y={28} w={128} h={246} r={26} />
      <path d="M184 48h32" {...ink} />
      {[0, 1, 2].flatMap((row) =>
        [0, 1, 2].map((col) => (
          <rect
            key={`${row}-${col}`}
            x={156 + col * 32}
            y={74 + row * 36}
            width="24"
            height="24"
            rx="7"
            fill={(row + col) % 3 === 0 ? c.saffron400 : (row + col) % 3 === 1 ? c.brand500 : c.brand300}
          />
        )),
      )}
      <rect x="156" y="190" width="88" height="50" rx="10" fill={c.navy800} />
      <path d="M168 208h44M168 224h28" stroke={c.white} strokeWidth="5" strokeLinecap="round" />
      <g transform="translate(88 120)">
        <rect x="-40" y="-26" width="80" height="52" rx="12" fill={c.navy800} />
        <path d="m-14 -8-10 8 10 8M14 -8l10 8-10 8" {...ink} stroke={c.white} strokeWidth="4" />
      </g>
      <g transform="translate(314 200)">
        <circle r="30" fill={c.saffron400} stroke={c.navy800} strokeWidth="3" />
        <path d="m-12 0 8 8 16-16" {...ink} />
      </g>
    </>
  ),
  server: (
    <>
      {[60, 122, 184].map((y, i) => (
        <g key={y}>
          <Panel x={80} y={y} w={200} h={48} r={12} />
          <circle cx="104" cy={y + 24} r="7" fill={i === 2 ? c.saffron400 : c.brand500} />
          <path d={`M126 ${y + 24}h80`} {...ink} stroke={c.line} strokeWidth="7" />
          <path d={`M236 ${y + 24}h24`} {...ink} stroke={c.brand300} strokeWidth="7" />
        </g>
      ))}
      <g transform="translate(306 92)">
        <path
          d="M0-44 36-30v26c0 26-16 44-36 52-20-8-36-26-36-52v-26z"
          fill={c.brand600}
          stroke={c.navy800}
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path d="m-14 0 10 10 18-20" {...ink} stroke={c.white} strokeWidth="5" />
      </g>
      <rect x="280" y="206" width="92" height="40" rx="20" fill={c.navy900} />
      <text
        x="326"
        y="232"
        textAnchor="middle"
        fontFamily={font}
        fontSize="16"
        fontWeight="800"
        fill={c.white}
      >
        99.9%
      </text>
    </>
  ),
  team: (
    <>
      <Panel x={60} y={160} w={280} h={90} />
      <Bars x={96} y={232} values={[24, 40, 56]} width={20} />
      <path d="M200 204h110M200 226h80" {...ink} stroke={c.line} strokeWidth="7" />
      {[
        { x: 110, fill: c.brand500 },
        { x: 200, fill: c.saffron400 },
        { x: 290, fill: c.brand700 },
      ].map((person) => (
        <g key={person.x}>
          <circle cx={person.x} cy="82" r="22" fill={c.brand100} stroke={c.navy800} strokeWidth="3" />
          <path
            d={`M${person.x - 36} 150a36 36 0 0 1 72 0z`}
            fill={person.fill}
            stroke={c.navy800}
            strokeWidth="3"
          />
        </g>
      ))}
      <g transform="translate(250 40)">
        <rect x="-22" y="-18" width="44" height="30" rx="10" fill={c.navy800} />
        <path d="M-10-4h20" stroke={c.white} strokeWidth="4" strokeLinecap="round" />
      </g>
    </>
  ),
};
