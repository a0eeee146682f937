/** The channels a visit is grouped into, after GA4's default channel grouping (plus WhatsApp). */
export const CHANNELS = [
  "Direct",
  "Organic search",
  "Paid search",
  "Organic social",
  "Paid social",
  "Email",
  "Referral",
  "WhatsApp",
] as const;
export type Channel = (typeof CHANNELS)[number];

/** What a visit's first pageview tells about where it came from; every field '' when absent. */
export type ChannelSignals = {
  utmSource: string;
  utmMedium: string;
  /** True when the landing URL carried gclid or msclkid (an ad click on Google or Microsoft). */
  adClickId: boolean;
  /** True when it carried fbclid: Facebook adds it to organic links as well as ads. */
  facebookClickId: boolean;
  /** The referrer's host name, '' when none or the site's own. */
  referrerHost: string;
};

const SEARCH =
  /(^|\.)(google|bing|yahoo|duckduckgo|yandex|baidu|ecosia|startpage|qwant|naver|ask|search\.brave)(\.|$)/;
const SEARCH_SOURCE = /^(google|bing|yahoo|duckduckgo|yandex|baidu|ecosia|startpage|qwant|naver|brave)$/;
const SOCIAL =
  /(^|\.)(facebook|fb|instagram|linkedin|lnkd|twitter|x|t|youtube|pinterest|reddit|quora|tiktok|threads|snapchat|medium)(\.|$)/;
const SOCIAL_SOURCE =
  /^(facebook|fb|meta|ig|instagram|linkedin|twitter|x|youtube|pinterest|reddit|quora|tiktok|threads|snapchat)$/;
const WHATSAPP = /(^|\.)(whatsapp|wa)(\.|$)|^whatsapp$|^wa$/;
const PAID_MEDIUM = /^(.*cp.*|ppc|retargeting|paid.*)$/;
const SOCIAL_MEDIUM = /^(social|social-network|social-media|sm|social network|social media)$/;
const EMAIL = /^(email|e-mail|e_mail|e mail|newsletter)$/;

/**
 * The channel of a visit, checked in GA4's order: WhatsApp first (a shared link says so in its
 * referrer or source), then paid (ad click ids or a paid medium), email, organic search and social,
 * referral, and Direct when nothing at all is known.
 */
export function channelOf(signals: ChannelSignals): Channel {
  const source = signals.utmSource.trim().toLowerCase();
  const medium = signals.utmMedium.trim().toLowerCase();
  const host = signals.referrerHost
    .trim()
    .toLowerCase()
    .replace(/^www\./, "");
  const isSearch = SEARCH_SOURCE.test(source) || (source === "" && SEARCH.test(host));
  const isSocial = SOCIAL_SOURCE.test(source) || (source === "" && SOCIAL.test(host));

  if (WHATSAPP.test(source) || WHATSAPP.test(medium) || (source === "" && WHATSAPP.test(host)))
    return "WhatsApp";
  if (signals.adClickId) return "Paid search";
  if (PAID_MEDIUM.test(medium)) return isSocial ? "Paid social" : "Paid search";
  if (EMAIL.test(source) || EMAIL.test(medium)) return "Email";
  if (medium === "organic" || isSearch) return "Organic search";
  if (SOCIAL_MEDIUM.test(medium) || isSocial || signals.facebookClickId) return "Organic social";
  if (source !== "" || medium !== "" || host !== "") return "Referral";
  return "Direct";
}
