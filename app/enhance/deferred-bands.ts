import { SECOND_MS } from "#app/lib/time-units.ts";

/**
 * The bands a public page draws late: every band of `main` after the first, and the site's footer.
 * app.css gives them `content-visibility: auto` until they carry `data-drawn`; keep the two selectors
 * the same.
 */
export const DEFERRED_BANDS = "body:has(> footer) main > * + *, body > footer";

/**
 * Whether every band `selector` names has been drawn. Self-contained, so tools can hand it to the page
 * (Playwright's `waitForFunction(deferredBandsDrawn, DEFERRED_BANDS)`).
 */
export function deferredBandsDrawn(selector: string): boolean {
  return [...document.querySelectorAll<HTMLElement>(selector)].every((band) => "drawn" in band.dataset);
}

/**
 * Draws the page's deferred bands once the browser is idle, one band per frame. The first paint waits
 * only for the first screen's layout (app.css); this then lays out the rest in short tasks before a
 * visitor scrolls to it, so the whole page's geometry is real again: a link to a part of the page lands
 * where the part is, the scroll bar is the page's true length, and tools that read positions (axe's
 * contrast and target-size checks, which misjudge skipped content) see the page as drawn.
 */
export function drawDeferredBandsWhenIdle(document: Document) {
  const bands = [...document.querySelectorAll<HTMLElement>(DEFERRED_BANDS)];
  const drawNext = () => {
    const band = bands.shift();
    if (!band) return;
    band.dataset.drawn = "";
    // The next band waits for the frame that lays this one out, so each is a task of its own.
    requestAnimationFrame(() => whenIdle(drawNext));
  };
  whenIdle(drawNext);
}

// The longest a band waits for the browser to be idle, and Safari's stand-in for idleness.
const IDLE_AT_MOST_MS = SECOND_MS;
const SAFARI_IDLE_MS = 50;

/** Safari has no requestIdleCallback: there a short timeout stands in for it. */
function whenIdle(callback: () => void) {
  if (typeof requestIdleCallback === "function") requestIdleCallback(callback, { timeout: IDLE_AT_MOST_MS });
  else setTimeout(callback, SAFARI_IDLE_MS);
}
