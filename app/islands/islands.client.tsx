// The islands' script (see README.md): React and the registered components, loaded by
// app/enhance/islands.ts. Each island becomes a React root of its own, hydrated from the markup the
// server rendered with the same props.
import { type ComponentType, createElement, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { ApplyButton } from "#app/components/forms/apply-button.tsx";
import { ContactForm } from "#app/components/forms/contact-form.tsx";
import { ServiceRequest } from "#app/components/forms/service-request.tsx";
import { TimeZoneNote } from "#app/components/meetings/time-zone-note.tsx";
import type { IslandName } from "#app/islands/island-components.ts";

type Loader = () => ComponentType<object> | Promise<ComponentType<object>>;

// The same components as island-components.ts, by name. The booking calendar, the largest by far and
// only on /calendar, is a chunk of its own, so the forms' pages do not download it.
const components: Record<IslandName, Loader> = {
  "contact-form": () => ContactForm as ComponentType<object>,
  "apply-button": () => ApplyButton as ComponentType<object>,
  "service-request": () => ServiceRequest as ComponentType<object>,
  "time-zone-note": () => TimeZoneNote as ComponentType<object>,
  "booking-calendar": () =>
    import("#app/components/meetings/booking-calendar.tsx").then(
      (module) => module.BookingCalendar as ComponentType<object>,
    ),
};

const isIslandName = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(components, name);

for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const name = element.dataset.island;
  if (!isIslandName(name) || element.dataset.islandHydrated !== undefined) continue;
  element.dataset.islandHydrated = "";
  const props = JSON.parse(element.dataset.islandProps ?? "{}") as object;
  void Promise.resolve(components[name]()).then((component) => {
    // In a transition React hydrates in slices of a few milliseconds, yielding to the browser between
    // them; outside one it hydrates each root in a single task that blocks input while it runs.
    startTransition(() => {
      hydrateRoot(element, createElement(component, props));
    });
  });
}
