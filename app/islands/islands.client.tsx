// The islands' script (see README.md): React and the registered components, loaded by
// app/enhance/islands.ts. Each island becomes a React root of its own, hydrated from the markup the
// server rendered with the same props.
import { createElement, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandComponents, isIslandName } from "#app/islands/island-components.ts";

for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const name = element.dataset.island;
  if (!isIslandName(name) || element.dataset.islandHydrated !== undefined) continue;
  element.dataset.islandHydrated = "";
  const props = JSON.parse(element.dataset.islandProps ?? "{}") as object;
  // In a transition React hydrates in slices of a few milliseconds, yielding to the browser between
  // them; outside one it hydrates each root in a single task that blocks input while it runs.
  startTransition(() => {
    hydrateRoot(element, createElement(islandComponents[name] as React.ComponentType<object>, props));
  });
}
