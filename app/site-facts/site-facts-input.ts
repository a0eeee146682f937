import { z } from "zod";
import type { SiteFacts, SocialNetwork } from "#app/content/site-facts.ts";
import { emailAddress, fieldErrors, phoneNumber, singleLineText } from "#app/forms/field-rules.ts";
import { weekdays } from "#app/content/site.ts";

/** An https address of at most `max` characters, on one of `hosts` (or any host when none are named). */
function httpsUrl(label: string, { max = 500, hosts = [] as readonly string[], prefix = "" } = {}) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine(
      (value) => {
        try {
          const url = new URL(value);
          const host = url.hostname.replace(/^www\./, "");
          return (
            url.protocol === "https:" &&
            (!hosts.length || hosts.includes(host)) &&
            (!prefix || value.startsWith(prefix))
          );
        } catch {
          return false;
        }
      },
      prefix
        ? `${label} must start with ${prefix}`
        : `${label} must be an https:// address${hosts.length ? ` on ${hosts.join(" or ")}` : ""}.`,
    );
}

const socialHosts: Record<SocialNetwork, readonly string[]> = {
  facebook: ["facebook.com"],
  instagram: ["instagram.com"],
  twitter: ["x.com", "twitter.com"],
  linkedin: ["linkedin.com"],
};

const networkNames: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  twitter: "X (Twitter)",
  linkedin: "LinkedIn",
};

/** A profile's address on its network, or "" for none yet. */
const socialProfile = (network: SocialNetwork) => {
  const label = `The ${networkNames[network]} profile`;
  return z.union([z.literal(""), httpsUrl(label, { max: 300, hosts: socialHosts[network] })], {
    error: `${label} must be empty or an https:// address on ${socialHosts[network].join(" or ")}.`,
  });
};

const clockTime = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time on a 24-hour clock, like 09:00.`);

const officeHours = z
  .object(
    {
      days: z
        .array(z.enum(weekdays, { error: `Each day must be one of ${weekdays.join(", ")}.` }), {
          error: "days must be a list of weekdays.",
        })
        .min(1, "Choose at least one day the office is open.")
        // In week order and once each, however they were sent: the pages print them as a run.
        .transform((days) => weekdays.filter((day) => days.includes(day))),
      opens: clockTime("Opening time"),
      closes: clockTime("Closing time"),
    },
    { error: "officeHours must be an object." },
  )
  .refine((hours) => hours.closes > hours.opens, {
    message: "The office must close after it opens.",
    path: ["closes"],
  });

const siteFactsSchema = z.object({
  phone: phoneNumber("Phone"),
  whatsapp: phoneNumber("WhatsApp number").refine(
    (value) => value.startsWith("+"),
    "WhatsApp number must start with + and the country code, like +91 98390 12345.",
  ),
  email: emailAddress("Email"),
  address: z.object(
    {
      street: singleLineText("Street", 200),
      locality: singleLineText("City", 100),
      region: singleLineText("State", 100),
      postalCode: singleLineText("PIN code", 20),
      country: singleLineText("Country", 60),
    },
    { error: "address must be an object." },
  ),
  map: z.object(
    {
      linkUrl: httpsUrl("Map link"),
      // The CSP lets the contact page frame Google's map embeds and nothing else.
      embedUrl: httpsUrl("Map embed", { max: 2000, prefix: "https://www.google.com/maps/embed" }),
    },
    { error: "map must be an object." },
  ),
  officeHours,
  social: z.object(
    {
      facebook: socialProfile("facebook"),
      instagram: socialProfile("instagram"),
      twitter: socialProfile("twitter"),
      linkedin: socialProfile("linkedin"),
    },
    { error: "social must be an object." },
  ),
});

/** Every fact, checked: the editor sends the whole set, so one save is one consistent set. */
export function siteFactsInput(
  fields: unknown,
): { ok: true; value: SiteFacts } | { ok: false; errors: Record<string, string> } {
  const parsed = siteFactsSchema.safeParse(fields);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: fieldErrors(parsed.error, 2) };
}
