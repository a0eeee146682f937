import type { ButtonInput, DidMountHandler, ViewDisplayInfo } from "@fullcalendar/react";
import { useId, useMemo } from "react";

/** The toolbar's Today button: its accessible name must contain its visible text ("Today"). */
export const todayHint = (unitText: string) => `Today (this ${unitText})`;

type ViewTabsOptions = {
  buttons: Record<string, ButtonInput>;
  viewDidMount: DidMountHandler<ViewDisplayInfo>;
};

/**
 * FullCalendar options that finish the ARIA tabs pattern it starts for a toolbar group of view
 * buttons (`dayGridMonth,timeGridWeek,...`): it marks them `role="tab"` in a tablist but renders no
 * tab panel, leaves every tab in the Tab order and gives them no arrow keys. With these, the shown
 * view is the tab panel, labelled by its tab; only the selected tab is in the Tab order, and the
 * arrow keys, Home and End move between the tabs, showing each view at once (views render
 * instantly, so the tabs activate on focus as the ARIA practices advise). Spread the result into
 * `<FullCalendar>`; `viewNames` are the views of that toolbar group.
 */
export function useCalendarViewTabs(viewNames: readonly string[]): ViewTabsOptions {
  const idPrefix = useId();
  const key = viewNames.join(",");
  // FullCalendar re-reads any option whose identity changes: build them once per calendar.
  return useMemo(() => calendarViewTabs(idPrefix, key.split(",")), [idPrefix, key]);
}

function calendarViewTabs(idPrefix: string, viewNames: string[]): ViewTabsOptions {
  const panelId = `${idPrefix}view`;
  // Each tab with the observer of its aria-selected.
  const tabs = new Map<HTMLElement, MutationObserver>();
  let panel: HTMLElement | null = null;
  // In toolbar order, whatever order they mounted in.
  const tabsInOrder = () =>
    [...tabs.keys()].sort((a, b) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );

  // FullCalendar keeps each tab's aria-selected up to date (the week and day views share one view
  // element, so no mount marks that change); the Tab order and the panel's label follow it. Roving
  // tabindex: Tab reaches the tab list at its selected tab and leaves it with the next Tab.
  const followSelection = () => {
    const all = tabsInOrder();
    const selected = all.find((tab) => tab.getAttribute("aria-selected") === "true");
    for (const tab of all) tab.tabIndex = tab === (selected ?? all[0]) ? 0 : -1;
    if (!panel) return;
    if (selected) {
      panel.id = panelId;
      panel.setAttribute("role", "tabpanel");
      panel.setAttribute("aria-labelledby", selected.id);
    } else {
      panel.removeAttribute("role");
      panel.removeAttribute("aria-labelledby");
    }
  };

  const moveBetweenTabs = (event: KeyboardEvent) => {
    const all = tabsInOrder();
    const at = all.indexOf(event.currentTarget as HTMLElement);
    const targets: Record<string, HTMLElement | undefined> = {
      ArrowRight: all[(at + 1) % all.length],
      ArrowLeft: all[(at - 1 + all.length) % all.length],
      Home: all[0],
      End: all[all.length - 1],
    };
    const target = at === -1 ? undefined : targets[event.key];
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.click();
  };

  const buttons = Object.fromEntries(
    viewNames.map((viewName): [string, ButtonInput] => [
      viewName,
      {
        didMount({ el }) {
          el.id = `${idPrefix}${viewName}-tab`;
          el.setAttribute("aria-controls", panelId);
          el.addEventListener("keydown", moveBetweenTabs);
          const observer = new MutationObserver(followSelection);
          observer.observe(el, { attributeFilter: ["aria-selected"] });
          tabs.set(el, observer);
          followSelection();
        },
        willUnmount({ el }) {
          el.removeEventListener("keydown", moveBetweenTabs);
          tabs.get(el)?.disconnect();
          tabs.delete(el);
        },
      },
    ]),
  );

  // The view element has a role of its own (a month is a table), so its container is the tab panel.
  const viewDidMount: DidMountHandler<ViewDisplayInfo> = ({ el }) => {
    panel = el.parentElement;
    followSelection();
  };

  return { buttons, viewDidMount };
}
