// The one script every page loads (see README.md): built on its own as a module.
import { enhanceAccordions } from "./accordion.ts";
import { enhanceAnalytics } from "./analytics-beacon.ts";
import { enhanceEmbedFacades } from "./embed-facade.ts";
import { enhanceIslands } from "./islands.ts";
import { enhanceMarqueeToggles } from "./marquee-toggle.ts";
import { enhanceMenu } from "./menu.ts";

enhanceMenu(document);
enhanceAccordions(document);
enhanceEmbedFacades(document);
enhanceMarqueeToggles(document);
enhanceIslands(document);
enhanceAnalytics(document);
