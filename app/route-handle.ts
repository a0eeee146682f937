/** What a route module may export as `handle`; `root.tsx` reads it from the matched routes. */
export type RouteHandle = {
  /**
   * False for a page whose content never changes in the browser: it is served as HTML and CSS with
   * the one small enhancement script, and React is neither downloaded nor run (decision 15).
   */
  hydrate?: boolean | "after-first-paint";
};

/** The `handle` of a page that ships no React. */
export const staticPage = { hydrate: false } as const satisfies RouteHandle;

/**
 * The `handle` of a page React hydrates only once the browser has painted it: its scripts are requested
 * after the first paint instead of with the document (app/enhance/hydrate-after-first-paint.ts).
 */
export const hydratedAfterFirstPaint = { hydrate: "after-first-paint" } as const satisfies RouteHandle;

/** Whether any of the matched routes asks to be hydrated after the first paint. */
export function hydratesAfterFirstPaint(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === "after-first-paint");
}

/** Whether any of the matched routes asks to ship without React. */
export function isStaticPage(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === false);
}
