/**
 * Loads the islands' script (`data-island-script`) once, as soon as an island comes on screen or the
 * visitor touches or focuses one: a form costs nothing until the visitor heads for it, and none runs
 * during the page's load unless it is in the first screen (decision 20: a screen's margin ahead made
 * /contact's and /career's forms, just below a phone's first screen, hydrate during the load, 24-82 ms of
 * blocking time). Until then the island is plain HTML that works on its own (a form posts to its page,
 * Apply Now leads to the job's own page). An island marked to load on touch (a service page's hero request,
 * a disclosure and a form that work without it) loads only then, so no page's first screen runs React for
 * a button nobody pressed. A page React Router hydrates renders its islands itself and
 * needs none of this.
 */
export function enhanceIslands(document: Document) {
  const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  const script = islands[0]?.dataset.islandScript;
  if (!script || "__reactRouterContext" in window) return;

  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    observer?.disconnect();
    document.removeEventListener("focusin", onTouch, true);
    document.removeEventListener("pointerdown", onTouch, true);
    const element = document.createElement("script");
    element.type = "module";
    element.src = script;
    document.body.append(element);
  };
  const onTouch = (event: Event) => {
    if (event.target instanceof Element && event.target.closest("[data-island]")) load();
  };
  document.addEventListener("focusin", onTouch, true);
  document.addEventListener("pointerdown", onTouch, true);
  const observer =
    "IntersectionObserver" in window
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load())
      : undefined;
  // An island marked `touch` (a service page's hero request) waits for the visitor, even on screen.
  const watched = islands.filter((island) => island.dataset.islandLoad !== "touch");
  // The wrapper lays out as `display: contents` and has no box of its own to intersect.
  if (observer) for (const island of watched) observer.observe(island.firstElementChild ?? island);
  else if (watched.length) load();
}
