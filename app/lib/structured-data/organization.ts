import { brandIcons } from "#app/content/brand-icons.ts";
import { absoluteUrl } from "#app/lib/seo.ts";

/** The agency's logo as schema.org ImageObject: a 512 px PNG, as Google's logo rules ask (112 px or more, raster). */
export function agencyLogoJsonLd() {
  const { path, size } = brandIcons.logo;
  return { "@type": "ImageObject", url: absoluteUrl(path), width: size, height: size };
}
