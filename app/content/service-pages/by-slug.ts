import type { ServiceSlug } from "#app/content/services.ts";
import { appDevelopmentPage } from "#app/content/service-pages/app-development.ts";
import { contentMarketingPage } from "#app/content/service-pages/content-marketing.ts";
import { emailMarketingPage } from "#app/content/service-pages/email-marketing.ts";
import { googleAdsPage } from "#app/content/service-pages/google-ads.ts";
import { hostingPage } from "#app/content/service-pages/hosting.ts";
import { metaAdsPage } from "#app/content/service-pages/meta-ads.ts";
import { seoPage } from "#app/content/service-pages/seo.ts";
import { smmPage } from "#app/content/service-pages/smm.ts";
import { webDesignPage } from "#app/content/service-pages/web-design.ts";
import type { ServicePage } from "#app/content/service-pages/types.ts";

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
