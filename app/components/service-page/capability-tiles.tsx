import { TileGlyph } from "~/components/art/tile-glyph";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import type { CapabilityTile } from "~/content/service-pages/types";

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
            <Card
              title={tile.title}
              icon={
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm">
                  <TileGlyph name={tile.img} />
                </span>
              }
            >
              {tile.desc}
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
