import type { ServiceSlug } from "~/content/services";
import { appDevelopmentPage } from "./app-development";
import { contentMarketingPage } from "./content-marketing";
import { emailMarketingPage } from "./email-marketing";
import { googleAdsPage } from "./google-ads";
import { hostingPage } from "./hosting";
import { metaAdsPage } from "./meta-ads";
import { seoPage } from "./seo";
import { smmPage } from "./smm";
import { webDesignPage } from "./web-design";
import type { ServicePage } from "./types";

/** Every service page's content, by slug; the type makes a missing page a compile error. */
export const servicePages: Record<ServiceSlug, ServicePage> = {
  seo: seoPage,
  smm: smmPage,
  "web-design": webDesignPage,
  "content-marketing": contentMarketingPage,
  "email-marketing": emailMarketingPage,
  "google-ads": googleAdsPage,
  "meta-ads": metaAdsPage,
  "app-development": appDevelopmentPage,
  hosting: hostingPage,
};

/** The page content for this slug, or undefined for a slug that is not one of the nine services. */
export function findServicePage(slug: string): ServicePage | undefined {
  return Object.hasOwn(servicePages, slug) ? servicePages[slug as ServiceSlug] : undefined;
}
