import type { ComponentProps, ComponentType } from "react";
import { ApplyButton } from "#app/components/forms/apply-button.tsx";
import { ContactForm } from "#app/components/forms/contact-form.tsx";
import { ServiceRequest } from "#app/components/forms/service-request.tsx";
import { BookingCalendar } from "#app/components/meetings/booking-calendar.tsx";
import { TimeZoneNote } from "#app/components/meetings/time-zone-note.tsx";

/** Every component that may hydrate on its own as an island, by the name pages use for it. */
export const islandComponents = {
  "contact-form": ContactForm,
  "apply-button": ApplyButton,
  "service-request": ServiceRequest,
  "booking-calendar": BookingCalendar,
  "time-zone-note": TimeZoneNote,
} as const satisfies Record<string, ComponentType<never>>;

export type IslandName = keyof typeof islandComponents;
export type IslandProps<Name extends IslandName> = ComponentProps<(typeof islandComponents)[Name]>;
