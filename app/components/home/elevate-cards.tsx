import { Card } from "#app/components/ui/card.tsx";
import { GlyphTile } from "#app/components/ui/glyph-tile.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { elevateCards } from "#app/content/home.ts";
import type { TileGlyphName } from "#app/content/service-pages/types.ts";

const glyphs: Record<(typeof elevateCards)[number]["title"], TileGlyphName> = {
  "Performance That Pays": "chart",
  "End-to-End Expertise": "compass",
  "Customer-Centric Approach": "users",
};

/** "Why Choose Us to Elevate Your Brand Online": three cards on the promise behind the work. */
export function ElevateCards() {
  return (
    <Section
      id="elevate"
      tone="surface"
      align="center"
      eyebrow="Our promise"
      title="Why Choose Us to Elevate Your Brand Online"
      intro="Three commitments every client gets, whatever the size of the plan."
    >
      <ul className="grid gap-3 sm:gap-6 md:grid-cols-3">
        {elevateCards.map((card) => (
          <li key={card.title}>
            <Card title={card.title} icon={<GlyphTile name={glyphs[card.title]} tone="soft" />} rowOnPhones>
              {card.body}
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
