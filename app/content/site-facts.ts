import type { OfficeHours } from "#app/content/site.ts";

/**
 * The agency's facts that the team edits in the admin (issue 18): how to reach it, where it is, when it
 * is open and where it is on social networks. The brand itself (name, legal name, founding year, the
 * office's time zone) stays in site.ts. Safe for the browser: pages get these from the public
 * layout's loader, server code from `currentSiteFacts()`.
 */
export type SiteFacts = {
  /** As printed: "+91 98390 12345". */
  phone: string;
  /** The WhatsApp number the chat button opens, as printed. */
  whatsapp: string;
  email: string;
  address: { street: string; locality: string; region: string; postalCode: string; country: string };
  map: {
    /** Opens the office in Google Maps. */
    linkUrl: string;
    /** The contact page's embedded map (https://www.google.com/maps/embed?..., the only frame the CSP allows). */
    embedUrl: string;
  };
  /** When the office is open, on its own clock: the pages, the JSON-LD and the scheduler's calendar follow. */
  officeHours: OfficeHours;
  /** An empty string is "no profile yet": the footer then shows no icon for it. */
  social: Record<SocialNetwork, string>;
};

export const SOCIAL_NETWORKS = ["facebook", "instagram", "twitter", "linkedin"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The number to dial, for a `tel:` link: the digits and a leading +. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** WhatsApp's click-to-chat link for a number (its digits, country code first). */
export function chatUrl(whatsapp: string): string {
  return `https://wa.me/${whatsapp.replace(/\D/g, "")}`;
}

/** The address on one line, as shown on cards and in the footer. */
export function addressLine({ address }: Pick<SiteFacts, "address">): string {
  return `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}, ${address.country}`;
}
