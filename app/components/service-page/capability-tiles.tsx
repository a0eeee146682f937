import { Card } from "#app/components/ui/card.tsx";
import { GlyphTile } from "#app/components/ui/glyph-tile.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { CapabilityTile } from "#app/content/service-pages/types.ts";

type CapabilityTilesProps = { heading: string; intro: string; tiles: readonly CapabilityTile[] };

/** The grid of capability tiles: glyph, title and one line each. */
export function CapabilityTiles({ heading, intro, tiles }: CapabilityTilesProps) {
  return (
    <Section id="capabilities" tone="surface" align="center" title={heading} intro={intro}>
      <ul
        className={`grid gap-5 sm:grid-cols-2 ${tiles.length % 4 === 0 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}
      >
        {tiles.map((tile) => (
          <li key={tile.id}>
            <Card title={tile.title} icon={<GlyphTile name={tile.img} tone="solid" raised />}>
              {tile.desc}
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
