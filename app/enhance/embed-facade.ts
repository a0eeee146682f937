/**
 * A click-to-load embed (the contact page's map): a button with `data-embed-src` and
 * `data-embed-title` inside a `data-embed-frame` box. Nothing of the third party loads until the
 * button is pressed; then the box's preview steps aside for the frame, which takes the focus because
 * the button that had it is gone.
 */
export function enhanceEmbedFacades(document: Document) {
  document.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLElement>("[data-embed-src]") : null;
    const box = button?.closest<HTMLElement>("[data-embed-frame]");
    if (!button || !box) return;
    const frame = document.createElement("iframe");
    frame.src = button.dataset.embedSrc ?? "";
    frame.title = button.dataset.embedTitle ?? "";
    frame.loading = "lazy";
    frame.referrerPolicy = "strict-origin-when-cross-origin";
    frame.allowFullscreen = true;
    frame.className = "absolute inset-0 size-full border-0";
    // Hidden rather than removed: a page React renders still owns these nodes.
    for (const child of box.children) child.setAttribute("hidden", "");
    box.append(frame);
    frame.focus();
  });
}
