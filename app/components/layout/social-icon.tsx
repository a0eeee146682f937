import type { SocialNetwork } from "#app/content/site-facts.ts";

const paths: Record<SocialNetwork, string> = {
  facebook:
    "M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21h3z",
  instagram:
    "M12 7.4A4.6 4.6 0 1 0 12 16.6 4.6 4.6 0 0 0 12 7.4zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.8-8.9a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2zM21 8.3c-.1-1.4-.4-2.7-1.4-3.8-1-1-2.4-1.4-3.8-1.4C14.3 3 9.7 3 8.2 3.1c-1.4.1-2.7.4-3.8 1.4C3.4 5.5 3.1 6.9 3 8.3 2.9 9.8 2.9 14.3 3 15.8c.1 1.4.4 2.7 1.4 3.8 1.1 1 2.4 1.4 3.8 1.4 1.5.1 6.1.1 7.6 0 1.4-.1 2.7-.4 3.8-1.4 1-1.1 1.4-2.4 1.4-3.8.1-1.5.1-6 0-7.5z",
  twitter:
    "M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.3 4.7H5.5l11.2 14.5z",
  linkedin:
    "M6.9 21H3.3V9.3h3.6V21zM5.1 7.7a2.1 2.1 0 1 1 0-4.2 2.1 2.1 0 0 1 0 4.2zM21 21h-3.6v-5.7c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3V21H9.7V9.3h3.5v1.6c.5-.9 1.7-1.9 3.4-1.9 3.7 0 4.4 2.4 4.4 5.6V21z",
};

/** One social network's glyph, drawn from a single path in the current text colour. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d={paths[network]} />
    </svg>
  );
}
