/** The home page's two logo strips. */
export const LOGO_STRIPS = ["clients", "press"] as const;
export type LogoStrip = (typeof LOGO_STRIPS)[number];

/**
 * A logo as a strip shows it: an uploaded image (`image`, with its stored size), or one of the logos
 * the site shipped with, drawn in the code (`art`, the name it is drawn under).
 */
export type StripLogo = {
  id: number;
  name: string;
  art: string | null;
  image: { id: number; width: number; height: number } | null;
};

export type StripLogos = Record<LogoStrip, StripLogo[]>;
