import { TileGlyph } from "#app/components/art/tile-glyph.tsx";
import type { TileGlyphName } from "#app/content/service-pages/types.ts";

type GlyphTileProps = {
  name: TileGlyphName;
  /** Soft: a pale tile with a brand-coloured glyph. Solid: a brand tile with a white glyph. */
  tone: "soft" | "solid";
  /** A small shadow that lifts the tile off the card. */
  raised?: boolean;
};

const tones = { soft: "bg-brand-50 text-brand-700", solid: "bg-brand-600 text-white" };

/** A card's icon: one line glyph on a rounded square tile. */
export function GlyphTile({ name, tone, raised = false }: GlyphTileProps) {
  return (
    <span
      className={`inline-flex size-12 items-center justify-center rounded-xl ${tones[tone]} ${raised ? "shadow-sm" : ""}`}
    >
      <TileGlyph name={name} />
    </span>
  );
}
