import type { ReactNode } from "react";

/*
 * Original illustrations for the blog, one per post, in the site's palette: navy ground, indigo
 * shapes and a saffron accent. Drawn on a 640x360 canvas so they share one 16:9 frame.
 */

const navy = "#0b1736";
const navyLight = "#14244f";
const indigo = "#4f46e5";
const indigoSoft = "#a5b4fc";
const pale = "#e0e7ff";
const saffron = "#fb923c";
const green = "#079455";

function LocalSeoArt() {
  return (
    <>
      <rect width="640" height="360" fill={navy} />
      <g stroke={navyLight} strokeWidth="14" fill="none">
        <path d="M-10 90 H660 M-10 250 H660 M120 -10 V370 M330 -10 V370 M520 -10 V370" />
        <path d="M-10 330 C160 280 260 340 420 300 S600 240 660 260" stroke="#1f3370" strokeWidth="22" />
      </g>
      <g fill={indigo} opacity="0.35">
        <rect x="140" y="110" width="170" height="120" rx="10" />
        <rect x="350" y="110" width="150" height="120" rx="10" />
      </g>
      <g transform="translate(380 40)">
        <rect width="220" height="62" rx="12" fill="#fff" />
        <rect x="14" y="14" width="34" height="34" rx="8" fill={indigo} />
        <rect x="60" y="16" width="110" height="10" rx="5" fill={navy} />
        <g fill={saffron}>
          {[0, 1, 2, 3, 4].map((star) => (
            <path
              key={star}
              transform={`translate(${60 + star * 20} 34)`}
              d="M8 0l2.4 5 5.6.8-4 3.9.9 5.5L8 12.6 3.1 15.2 4 9.7 0 5.8l5.6-.8z"
            />
          ))}
        </g>
      </g>
      <g transform="translate(400 118)" opacity="0.9">
        <rect width="200" height="52" rx="12" fill={pale} />
        <rect x="14" y="12" width="28" height="28" rx="7" fill={indigoSoft} />
        <rect x="54" y="16" width="96" height="9" rx="4.5" fill={navyLight} />
        <rect x="54" y="32" width="64" height="8" rx="4" fill={indigoSoft} />
      </g>
      <g transform="translate(196 70)">
        <ellipse cx="44" cy="176" rx="40" ry="10" fill="#000" opacity="0.35" />
        <path
          d="M44 0C19.7 0 0 19.7 0 44c0 33 44 128 44 128s44-95 44-128C88 19.7 68.3 0 44 0z"
          fill={saffron}
        />
        <circle cx="44" cy="44" r="17" fill="#fff" />
      </g>
    </>
  );
}

function ReelsArt() {
  return (
    <>
      <rect width="640" height="360" fill={navy} />
      <circle cx="120" cy="80" r="120" fill={indigo} opacity="0.25" />
      <circle cx="560" cy="320" r="140" fill={saffron} opacity="0.15" />
      <g transform="translate(250 24)">
        <rect width="140" height="312" rx="22" fill="#fff" />
        <rect x="8" y="8" width="124" height="296" rx="16" fill={navyLight} />
        <g transform="translate(70 170)">
          <ellipse cy="28" rx="52" ry="14" fill={pale} />
          <path d="M-50 4h100c0 30-22 44-50 44S-50 34-50 4z" fill={saffron} />
          <ellipse cy="4" rx="50" ry="10" fill="#fdba74" />
          <path
            d="M-18-14c-6-12 6-18 0-30M2-14c-6-12 6-18 0-30M22-14c-6-12 6-18 0-30"
            stroke={pale}
            strokeWidth="4"
            strokeLinecap="round"
            fill="none"
          />
        </g>
        <rect x="20" y="256" width="72" height="9" rx="4.5" fill="#fff" />
        <rect x="20" y="272" width="48" height="8" rx="4" fill={indigoSoft} />
        <g fill="#fff" transform="translate(0 -150)">
          <path
            d="M112 226c-10-8-16-12-16-19a8 8 0 0 1 16-2 8 8 0 0 1 16 2c0 7-6 11-16 19z"
            transform="translate(-8 0)"
          />
          <circle cx="112" cy="254" r="6" />
        </g>
      </g>
      <g transform="translate(440 90)">
        <circle r="34" fill={indigo} />
        <path d="M-10-16v32l26-16z" fill="#fff" />
      </g>
      <g fill={saffron}>
        <path d="M150 230c-14-11-22-17-22-26a11 11 0 0 1 22-3 11 11 0 0 1 22 3c0 9-8 15-22 26z" />
        <path d="M520 210c-9-7-14-11-14-17a7 7 0 0 1 14-2 7 7 0 0 1 14 2c0 6-5 10-14 17z" opacity="0.8" />
      </g>
    </>
  );
}

function SpeedArt() {
  return (
    <>
      <rect width="640" height="360" fill={navy} />
      <g transform="translate(90 50)">
        <rect width="460" height="270" rx="16" fill={navyLight} />
        <rect width="460" height="36" rx="16" fill="#1f3370" />
        <g fill={indigoSoft}>
          <circle cx="22" cy="18" r="6" />
          <circle cx="42" cy="18" r="6" opacity="0.7" />
          <circle cx="62" cy="18" r="6" opacity="0.5" />
        </g>
        <rect x="90" y="11" width="260" height="14" rx="7" fill={navy} />
      </g>
      <g transform="translate(320 262)">
        <path d="M-150 0a150 150 0 0 1 300 0" fill="none" stroke="#1f3370" strokeWidth="26" />
        <path d="M-150 0a150 150 0 0 1 44-106" fill="none" stroke="#b42318" strokeWidth="26" />
        <path d="M-106-106a150 150 0 0 1 152-40" fill="none" stroke={saffron} strokeWidth="26" />
        <path d="M46-146a150 150 0 0 1 104 146" fill="none" stroke={green} strokeWidth="26" />
        <path d="M-6 0 92-92 6 8z" fill="#fff" />
        <circle r="16" fill={pale} />
        <circle r="6" fill={indigo} />
      </g>
      <g transform="translate(486 84)">
        <rect width="92" height="44" rx="10" fill={green} />
        <path
          d="M22 22l10 10 20-20"
          stroke="#fff"
          strokeWidth="7"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="60" y="16" width="20" height="12" rx="6" fill="#fff" opacity="0.8" />
      </g>
      <g stroke={indigoSoft} strokeWidth="6" strokeLinecap="round" opacity="0.7">
        <path d="M40 150h50M24 180h66M48 210h42" />
      </g>
    </>
  );
}

function WhatsAppArt() {
  return (
    <>
      <rect width="640" height="360" fill={navy} />
      <circle cx="540" cy="60" r="130" fill={green} opacity="0.18" />
      <g transform="translate(60 40)">
        <rect width="300" height="58" rx="18" fill={navyLight} />
        <rect x="20" y="16" width="200" height="10" rx="5" fill={indigoSoft} />
        <rect x="20" y="34" width="130" height="9" rx="4.5" fill={indigoSoft} opacity="0.6" />
      </g>
      <g transform="translate(250 118)">
        <rect width="320" height="74" rx="18" fill={green} />
        <rect x="22" y="18" width="230" height="11" rx="5.5" fill="#fff" />
        <rect x="22" y="40" width="160" height="10" rx="5" fill="#fff" opacity="0.75" />
        <g stroke="#fff" strokeWidth="4" fill="none" strokeLinecap="round" strokeLinejoin="round">
          <path d="M262 52l7 7 12-14M274 52l7 7 12-14" />
        </g>
      </g>
      <g transform="translate(60 212)">
        <rect width="250" height="58" rx="18" fill={navyLight} />
        <rect x="20" y="16" width="170" height="10" rx="5" fill={indigoSoft} />
        <rect x="20" y="34" width="100" height="9" rx="4.5" fill={indigoSoft} opacity="0.6" />
      </g>
      <g transform="translate(380 220)">
        <rect width="190" height="98" rx="18" fill="#fff" />
        <rect x="12" y="12" width="64" height="74" rx="10" fill={saffron} />
        <rect x="88" y="20" width="84" height="10" rx="5" fill={navy} />
        <rect x="88" y="40" width="60" height="9" rx="4.5" fill={indigoSoft} />
        <rect x="88" y="62" width="70" height="22" rx="11" fill={indigo} />
      </g>
    </>
  );
}

const artBySlug: Record<string, () => ReactNode> = {
  "google-business-profile-local-seo-lucknow": LocalSeoArt,
  "instagram-reels-for-lucknow-restaurants": ReelsArt,
  "website-speed-checklist-for-small-businesses": SpeedArt,
  "whatsapp-marketing-for-small-businesses": WhatsAppArt,
};

/** The illustration of a post (decorative: the post's title sits beside it), in a fixed 16:9 frame. */
export function BlogArt({ slug, className = "" }: { slug: string; className?: string }) {
  const Art = artBySlug[slug] ?? SpeedArt;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 640 360"
      preserveAspectRatio="xMidYMid slice"
      className={`block aspect-video w-full ${className}`}
    >
      <Art />
    </svg>
  );
}
