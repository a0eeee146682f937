/**
 * A button (`data-reveals`, naming a hidden element's id) that shows a notice, as a service page's
 * hero does. The notice takes the focus so a screen reader reads it; its dismiss button
 * (`data-dismiss`, naming the same id) hides it again and gives the focus back to the button that
 * showed it.
 */
export function enhanceRevealedNotices(document: Document) {
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element)) return;
    const revealer = event.target.closest<HTMLElement>("[data-reveals]");
    if (revealer) {
      const target = document.getElementById(revealer.dataset.reveals ?? "");
      if (!target) return;
      target.hidden = false;
      target.querySelector<HTMLElement>('[tabindex="-1"]')?.focus();
      return;
    }
    const dismiss = event.target.closest<HTMLElement>("[data-dismiss]");
    const revealed = document.getElementById(dismiss?.dataset.dismiss ?? "");
    if (!revealed) return;
    revealed.hidden = true;
    document.querySelector<HTMLElement>(`[data-reveals="${CSS.escape(revealed.id)}"]`)?.focus();
  });
}
