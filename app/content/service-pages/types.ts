import type { QuestionAndAnswer } from "#app/content/question-and-answer.ts";
import type { ServiceSlug } from "#app/content/services.ts";

/** The original illustrations a service page can show beside a text block (see components/art). */
export type IllustrationKind =
  | "search"
  | "analytics"
  | "links"
  | "social"
  | "browser"
  | "devices"
  | "content"
  | "email"
  | "ads"
  | "mobile"
  | "server"
  | "team";

/** The small glyphs of capability tiles (see components/art/tile-glyph). */
export type TileGlyphName =
  | "search"
  | "share"
  | "megaphone"
  | "compass"
  | "bookmark"
  | "pen"
  | "link"
  | "users"
  | "facebook"
  | "instagram"
  | "x"
  | "linkedin"
  | "youtube"
  | "pinterest"
  | "heart"
  | "layout"
  | "phone"
  | "bolt"
  | "shield"
  | "cart"
  | "chart"
  | "mail"
  | "target"
  | "code"
  | "cloud"
  | "globe"
  | "lock"
  | "refresh";

/** An alternating image-and-text block (the spec's content item: id, title, desc, img). */
export type ContentBlock = { id: string; title: string; desc: string; img: IllustrationKind };

/** One capability tile in the grid. */
export type CapabilityTile = { id: string; title: string; desc: string; img: TileGlyphName };

/** A titled checklist, such as SEO's on-page and off-page factors. */
export type FactorList = { title: string; intro: string; items: string[] };

/** Everything one /services/{slug} page shows besides the sections all service pages share. */
export type ServicePage = {
  slug: ServiceSlug;
  meta: { title: string; description: string };
  hero: {
    title: string;
    blurb: string;
    /** The hero button's label. */
    cta: string;
    /** The exact confirmation the spec gives for this page's hero button. */
    confirmation: string;
  };
  /** An opening text block (the hosting page leads with one instead of feature blocks). */
  intro?: { title: string; paragraphs: string[]; img: IllustrationKind };
  /** Heading over the blocks; absent when the page has none (hosting). */
  blocksHeading?: string;
  /** The spec's "features" or "blocks" for this page, shown as alternating image and text. */
  blocks: ContentBlock[];
  tilesHeading: string;
  tilesIntro: string;
  tiles: CapabilityTile[];
  factorLists?: FactorList[];
  faqs: QuestionAndAnswer[];
};
