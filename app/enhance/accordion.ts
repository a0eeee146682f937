/**
 * FAQ accordions (`data-accordion`): each question is a button with `aria-expanded` and
 * `aria-controls` naming its answer. At most one answer is open in an accordion: opening one closes
 * the other, and choosing the open one closes it. Listens on the document, so an accordion rendered
 * later (a hydrated page's client-side navigation) works too.
 */
export function enhanceAccordions(document: Document) {
  document.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element
        ? event.target.closest<HTMLButtonElement>("[data-accordion] button[aria-controls]")
        : null;
    const accordion = button?.closest("[data-accordion]");
    if (!button || !accordion) return;
    const opening = button.getAttribute("aria-expanded") !== "true";
    for (const question of accordion.querySelectorAll<HTMLButtonElement>("button[aria-controls]")) {
      setExpanded(document, question, question === button && opening);
    }
  });
}

function setExpanded(document: Document, button: HTMLButtonElement, expanded: boolean) {
  button.setAttribute("aria-expanded", String(expanded));
  const answer = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (answer) answer.hidden = !expanded;
}
