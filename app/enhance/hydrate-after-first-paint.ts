/**
 * Starts React Router on a page that asked to be hydrated after its first paint (`hydratedAfterFirstPaint`
 * in app/route-handle.ts). Its scripts arrive as the text of a <noscript>, which a browser running
 * JavaScript never parses. Requested with the document, the 130 KB of module preloads among them competed
 * with the stylesheet and font for the first paint (decision 16).
 *
 * Two steps:
 * - at once, an inline script beside the <noscript> (`routerContextNow`) runs the router's context
 *   script, which the loader data streamed in after it needs;
 * - once the page has painted, this module adds the rest: the module preloads, one per task, then the
 *   module script that hydrates the page.
 */
export function hydrateAfterFirstPaint(document: Document) {
  const holder = document.querySelector(`noscript[${HOLDER_ATTRIBUTE}]`);
  if (!holder) return;
  // The frame callback runs before the paint; the task it queues runs after it.
  requestAnimationFrame(() =>
    setTimeout(() => {
      // Unlike innerHTML, a contextual fragment's scripts run once added to the document.
      const scripts = document.createRange().createContextualFragment(holder.textContent ?? "");
      scripts.querySelector(CONTEXT_SCRIPT)?.remove();
      // Each module preload costs a few milliseconds to start (15-75 ms for all thirteen at a phone's
      // speed), so they go in one per task, and the scripts after the last. The <noscript> stays:
      // React hydrates it like the rest of the page.
      const preloads = [...scripts.querySelectorAll("link")];
      const addNext = () => {
        const preload = preloads.shift();
        if (!preload) return void document.body.append(scripts);
        document.body.append(preload);
        setTimeout(addNext);
      };
      addNext();
    }),
  );
}

/** Marks the <noscript> that holds the router's scripts. */
export const HOLDER_ATTRIBUTE = "data-hydrate-after-first-paint";

// React Router's context script is its one classic script (the others are a module and an import map).
const CONTEXT_SCRIPT = "script:not([type])";

/** The inline script that follows the holder and runs the router's context script from it at once. */
export const routerContextNow = `{const holder=document.currentScript.previousElementSibling;const context=document.createRange().createContextualFragment(holder.textContent).querySelector(${JSON.stringify(CONTEXT_SCRIPT)});if(context)document.currentScript.after(context)}`;
