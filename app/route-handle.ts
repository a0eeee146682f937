/** What a route module may export as `handle`; `root.tsx` reads it from the matched routes. */
export type RouteHandle = {
  /**
   * False for a page whose content never changes in the browser: it is served as HTML and CSS with
   * the one small enhancement script, and React is neither downloaded nor run (decision 15).
   */
  hydrate?: boolean;
};

/** The `handle` of a page that ships no React. */
export const staticPage = { hydrate: false } as const satisfies RouteHandle;

/** Whether any of the matched routes asks to ship without React. */
export function isStaticPage(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === false);
}
