import type { TileGlyphName } from "#app/content/service-pages/types.ts";

/** The three value cards of the About page, in the spec's order. */
export const aboutValues: ReadonlyArray<{ title: string; body: string; glyph: TileGlyphName }> = [
  {
    title: "Experienced Team",
    body: "Specialists in search, social, design, content and development who have run campaigns for retailers, schools, clinics, builders and start-ups, and who keep learning as the platforms change.",
    glyph: "users",
  },
  {
    title: "Client-Centric Focus",
    body: "A named account manager, a reply within one working day and plans shaped around your goals and budget. Your accounts, data and domains always stay in your name.",
    glyph: "heart",
  },
  {
    title: "Vision to Lead",
    body: "We want Lucknow to be known for digital work as much as for its kebabs and chikankari, and we invest in local talent, training and open sharing of what we learn to get there.",
    glyph: "compass",
  },
];
