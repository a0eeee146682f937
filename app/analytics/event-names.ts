/** The goals the page script counts from clicks (no configuration needed). */
export const CLICK_GOALS = ["whatsapp-click", "tel-click", "mailto-click", "service-cta-click"] as const;

/** The goals the server counts when it stores a lead (they work without JavaScript). */
export const LEAD_GOALS = ["contact-sent", "application-sent", "meeting-booked"] as const;

type ClickGoal = (typeof CLICK_GOALS)[number];
export type LeadGoal = (typeof LEAD_GOALS)[number];
export type EventName = "pageview" | ClickGoal | LeadGoal;
