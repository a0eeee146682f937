import { type Channel, channelOf } from "#app/analytics/channel.ts";

/** Where a visit came from, read from its first pageview; strings are '' when unknown. */
export type VisitSource = {
  channel: Channel;
  /** The referring site's host name (never its full address, which may carry personal data). */
  referrer: string;
  /** The path the visit landed on, without its query. */
  landingPage: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  utmTerm: string;
  utmContent: string;
};

const MAX_TEXT = 200;

/** The source of a visit that landed on `page` from `referrer` (a URL or ''), on the site `siteHost`. */
export function visitSourceOf(page: URL, referrer: string, siteHost: string): VisitSource {
  const query = page.searchParams;
  const param = (name: string) => (query.get(name) ?? "").trim().slice(0, MAX_TEXT);
  const referrerHost = hostOf(referrer);
  const external = referrerHost !== "" && !sameSite(referrerHost, siteHost) ? referrerHost : "";
  const source = {
    utmSource: param("utm_source"),
    utmMedium: param("utm_medium"),
    utmCampaign: param("utm_campaign"),
    utmTerm: param("utm_term"),
    utmContent: param("utm_content"),
  };
  const channel = channelOf({
    utmSource: source.utmSource,
    utmMedium: source.utmMedium,
    adClickId: query.has("gclid") || query.has("msclkid"),
    facebookClickId: query.has("fbclid"),
    referrerHost: external,
  });
  return { channel, referrer: external, landingPage: pathOf(page), ...source };
}

/** A page's path as counted: no query or fragment, at most 300 characters. */
export function pathOf(page: URL): string {
  return page.pathname.slice(0, 300);
}

/** True when `host` is the site's own host name; localhost and 127.0.0.1 count as one. */
export function sameSite(host: string, siteHost: string): boolean {
  const local = (name: string) => (name === "127.0.0.1" || name === "[::1]" ? "localhost" : name);
  return local(host.toLowerCase()) === local(siteHost.toLowerCase());
}

function hostOf(address: string): string {
  if (!URL.canParse(address)) return "";
  const url = new URL(address);
  return url.protocol === "http:" || url.protocol === "https:"
    ? url.hostname.toLowerCase().slice(0, 200)
    : "";
}
