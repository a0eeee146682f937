/**
 * The logo strips' Pause/Play buttons (`data-marquee-toggle`): each press flips the button's
 * `data-paused`, which its label and its strip's animation follow in CSS (WCAG 2.2.2).
 */
export function enhanceMarqueeToggles(document: Document) {
  document.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLElement>("[data-marquee-toggle]") : null;
    if (button) button.dataset.paused = String(button.dataset.paused !== "true");
  });
}
