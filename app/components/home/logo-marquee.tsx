import type { CSSProperties } from "react";
import { type WordmarkLogo, WordmarkLogoSvg } from "#app/components/art/wordmark-logo.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import type { StripLogo } from "#app/content/strip-logo.ts";

type LogoMarqueeProps = {
  id: string;
  title: string;
  /** What the logos are, for the pause button's accessible name ("client logos"). */
  label: string;
  logos: readonly StripLogo[];
  /** The logos drawn in the code, found by name for a logo whose `art` names one. */
  art: readonly WordmarkLogo[];
  /** How long each logo takes to move one place along (the spec's autoplay interval). */
  secondsPerLogo: number;
};

// 3 logos per view below 768 px, 4 from 768 px, 6 from 1024 px, 30 px apart (spec section 9).
// Widths come from the strip's own width (container query units), so no script measures anything.
const itemWidth = "calc((100cqw - (var(--per-view) - 1) * 30px) / var(--per-view))";

/**
 * An endless strip of logos, moved by CSS alone: the set is drawn twice and the track slides by
 * half its width, then starts over. It pauses on hover, while keyboard focus is inside the strip
 * (focus-visible, so a mouse click on Play does not keep it paused) and with its own button
 * (WCAG 2.2.2); the second set is hidden from screen readers so each logo is heard once. Under
 * prefers-reduced-motion nothing moves: the first set shows once, wrapped, and the button goes.
 * The button flips its `data-paused` in app/enhance/marquee-toggle.ts (the home page ships no
 * React); its label and the track's pause follow that attribute in CSS.
 */
export function LogoMarquee({ id, title, label, logos, art, secondsPerLogo }: LogoMarqueeProps) {
  const drawn = new Map(art.map((logo) => [logo.name, logo]));
  const headingId = `${id}-heading`;
  // Set on the element itself: the theme's --animate-marquee resolves its variables at :root.
  const trackStyle: CSSProperties = { animationDuration: `${logos.length * secondsPerLogo}s` };
  const renderSet = (hidden: boolean) => (
    <ul
      aria-hidden={hidden || undefined}
      className={`flex shrink-0 ${hidden ? "motion-reduce:hidden" : "motion-reduce:w-full motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-[30px]"}`}
    >
      {logos.map((logo) => (
        <li key={logo.id} className="mr-[30px] shrink-0 motion-reduce:mr-0" style={{ width: itemWidth }}>
          <div className="flex h-20 items-center justify-center rounded-card border border-line bg-white px-2 py-1 sm:h-28 sm:px-4 sm:py-2">
            <StripLogoArt logo={logo} drawn={drawn} />
          </div>
        </li>
      ))}
    </ul>
  );
  return (
    <section id={id} aria-labelledby={headingId} className="group bg-white py-12 sm:py-14">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex items-center justify-between gap-4">
          <h2 id={headingId} className="text-sm font-bold uppercase tracking-wider text-brand-700">
            {title}
          </h2>
          <button
            type="button"
            data-marquee-toggle
            data-paused="false"
            className="group/toggle inline-flex items-center gap-2 rounded-pill px-3 py-1.5 text-sm font-semibold text-muted hover:bg-surface hover:text-ink motion-reduce:hidden"
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" fill="currentColor">
              <path className="group-data-[paused=true]/toggle:hidden" d="M4 2.5h3v11H4zM9 2.5h3v11H9z" />
              <path className="hidden group-data-[paused=true]/toggle:inline" d="M4 2.5v11l9-5.5z" />
            </svg>
            <span className="group-data-[paused=true]/toggle:hidden">Pause</span>
            <span className="hidden group-data-[paused=true]/toggle:inline">Play</span>
            <span className="sr-only"> the {label}</span>
          </button>
        </div>
        <div
          data-testid={`${id}-viewport`}
          className="@container mt-6 overflow-hidden [--per-view:3] [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)] md:[--per-view:4] lg:[--per-view:6] motion-reduce:[mask-image:none]"
        >
          <div
            data-testid={`${id}-track`}
            style={trackStyle}
            className="flex w-max animate-marquee group-hover:[animation-play-state:paused] group-has-[:focus-visible]:[animation-play-state:paused] group-has-[[data-paused=true]]:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:animate-none"
          >
            {renderSet(false)}
            {renderSet(true)}
          </div>
        </div>
      </div>
    </section>
  );
}

/** One logo: an uploaded image, or the art drawn under its name; the company's name either way. */
function StripLogoArt({ logo, drawn }: { logo: StripLogo; drawn: ReadonlyMap<string, WordmarkLogo> }) {
  const art = logo.art === null ? undefined : drawn.get(logo.art);
  if (art) return <WordmarkLogoSvg logo={{ ...art, name: logo.name }} className="h-full max-h-20 w-full" />;
  if (!logo.image)
    return <span className="text-center text-sm font-semibold text-navy-800">{logo.name}</span>;
  return (
    <ResponsiveImage
      image={logo.image}
      alt={logo.name}
      sizes="(min-width: 1024px) 180px, 120px"
      className="h-full max-h-20 w-full object-contain"
    />
  );
}
