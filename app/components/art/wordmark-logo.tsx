import type { ReactNode } from "react";
import { palette as c } from "#app/components/art/palette.ts";

/** A fictional company's wordmark: a mark in a 40-unit square over one or two lines of type. */
export type WordmarkLogo = {
  name: string;
  mark: ReactNode;
  /** The main line; defaults to the name. Keep it short (about nine letters) so it stays legible. */
  line1?: string;
  /** A smaller second line (a descriptor such as "REALTY"). */
  line2?: string;
  serif?: boolean;
};

/**
 * Draws a strip logo on a compact 120 x 84 canvas, the mark stacked over the name, so it stays
 * readable at three logos across a phone. Labelled with the company's full name.
 */
export function WordmarkLogoSvg({ logo, className = "" }: { logo: WordmarkLogo; className?: string }) {
  const family = logo.serif ? "Georgia, 'Times New Roman', serif" : "system-ui, 'Segoe UI', sans-serif";
  return (
    <svg role="img" aria-label={logo.name} viewBox="0 0 120 84" width="120" height="84" className={className}>
      <g transform="translate(40 2)">{logo.mark}</g>
      <text
        x="60"
        y={logo.line2 ? 64 : 70}
        textAnchor="middle"
        fontFamily={family}
        fontSize="19"
        fontWeight="700"
        fill={c.navy800}
      >
        {logo.line1 ?? logo.name}
      </text>
      {logo.line2 ? (
        <text
          x="60"
          y="80"
          textAnchor="middle"
          fontFamily="system-ui, 'Segoe UI', sans-serif"
          fontSize="9.5"
          fontWeight="600"
          letterSpacing="2"
          fill={c.navy700}
        >
          {logo.line2}
        </text>
      ) : null}
    </svg>
  );
}
