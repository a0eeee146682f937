import { expect, test } from "vitest";
import { type Channel, channelOf } from "#app/analytics/channel.ts";
import { visitSourceOf } from "#app/analytics/visit-source.ts";

const none = { utmSource: "", utmMedium: "", adClickId: false, facebookClickId: false, referrerHost: "" };

test.each<[string, Partial<typeof none>, Channel]>([
  ["nothing known", {}, "Direct"],
  ["a Google search", { referrerHost: "www.google.co.in" }, "Organic search"],
  ["Bing", { referrerHost: "bing.com" }, "Organic search"],
  ["DuckDuckGo", { referrerHost: "duckduckgo.com" }, "Organic search"],
  ["utm_medium=organic", { utmSource: "newsletter-x", utmMedium: "organic" }, "Organic search"],
  ["a Google Ads click id", { adClickId: true, referrerHost: "www.google.com" }, "Paid search"],
  ["cpc from google", { utmSource: "google", utmMedium: "cpc" }, "Paid search"],
  ["ppc from bing", { utmSource: "bing", utmMedium: "ppc" }, "Paid search"],
  ["paid from facebook", { utmSource: "facebook", utmMedium: "paid_social" }, "Paid social"],
  ["cpc from instagram", { utmSource: "ig", utmMedium: "cpc" }, "Paid social"],
  ["a Facebook link", { referrerHost: "l.facebook.com" }, "Organic social"],
  ["fbclid alone", { facebookClickId: true }, "Organic social"],
  ["LinkedIn", { referrerHost: "www.linkedin.com" }, "Organic social"],
  ["t.co", { referrerHost: "t.co" }, "Organic social"],
  ["utm_medium=social", { utmSource: "agency-page", utmMedium: "social" }, "Organic social"],
  ["utm_medium=email", { utmSource: "mailchimp", utmMedium: "email" }, "Email"],
  ["utm_source=newsletter", { utmSource: "newsletter" }, "Email"],
  ["a WhatsApp link", { referrerHost: "web.whatsapp.com" }, "WhatsApp"],
  ["wa.me", { referrerHost: "wa.me" }, "WhatsApp"],
  ["utm_source=whatsapp", { utmSource: "WhatsApp", utmMedium: "social" }, "WhatsApp"],
  ["another site", { referrerHost: "blog.example.in" }, "Referral"],
  ["utm_medium=referral", { utmSource: "partner", utmMedium: "referral" }, "Referral"],
  ["an unknown utm_source", { utmSource: "flyer" }, "Referral"],
])("%s is %s", (_, signals, channel) => {
  expect(channelOf({ ...none, ...signals })).toBe(channel);
});

test("a visit's source comes from the landing page's query and the referrer's host, never its path", () => {
  const page = new URL(
    "https://elevate.example/services/seo?utm_source=google&utm_medium=cpc&utm_campaign=diwali&gclid=x",
  );
  expect(visitSourceOf(page, "https://www.google.com/search?q=seo+lucknow", "elevate.example")).toEqual({
    channel: "Paid search",
    referrer: "www.google.com",
    landingPage: "/services/seo",
    utmSource: "google",
    utmMedium: "cpc",
    utmCampaign: "diwali",
    utmTerm: "",
    utmContent: "",
  });
});

test("the site's own pages are no referrer (localhost and 127.0.0.1 are one host)", () => {
  const page = new URL("http://127.0.0.1:4305/contact");
  expect(visitSourceOf(page, "http://localhost:4305/about", "localhost")).toMatchObject({
    channel: "Direct",
    referrer: "",
  });
  expect(visitSourceOf(page, "not a url", "localhost").channel).toBe("Direct");
});
