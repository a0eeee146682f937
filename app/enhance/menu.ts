/**
 * The narrow-screen menu: the header's button (`data-menu-button`, `aria-controls` naming the menu)
 * opens and closes it. While it is open the page behind does not scroll and `<html data-menu-open>`
 * lets the floating chat button step aside; Escape closes it and gives the focus back to the button,
 * and following one of its links (or going back) closes it too.
 */
export function enhanceMenu(document: Document) {
  const button = document.querySelector<HTMLButtonElement>("[data-menu-button]");
  const menuId = button?.getAttribute("aria-controls");
  if (!button || !menuId) return;

  const menu = () => document.getElementById(menuId);
  const isOpen = () => button.getAttribute("aria-expanded") === "true";
  const setOpen = (open: boolean) => {
    const element = menu();
    if (!element) return;
    button.setAttribute("aria-expanded", String(open));
    button.setAttribute("aria-label", open ? "Close menu" : "Open menu");
    element.hidden = !open;
    const root = document.documentElement;
    root.style.overflow = open ? "hidden" : "";
    if (open) root.dataset.menuOpen = "";
    else delete root.dataset.menuOpen;
  };

  button.addEventListener("click", () => setOpen(!isOpen()));
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !isOpen()) return;
    setOpen(false);
    button.focus();
  });
  document.addEventListener("click", (event) => {
    if (isOpen() && event.target instanceof Element && event.target.closest(`#${CSS.escape(menuId)} a`))
      setOpen(false);
  });
  window.addEventListener("popstate", () => setOpen(false));
}
