// The one script every page loads (see README.md): built on its own as a module, render-blocking.
import { enhanceAccordions } from "./accordion.ts";
import { drawDeferredBandsWhenIdle } from "./deferred-bands.ts";
import { enhanceEmbedFacades } from "./embed-facade.ts";
import { enhanceIslands } from "./islands.ts";
import { enhanceMarqueeToggles } from "./marquee-toggle.ts";
import { enhanceMenu } from "./menu.ts";

enhanceMenu(document);
enhanceAccordions(document);
enhanceEmbedFacades(document);
enhanceMarqueeToggles(document);
enhanceIslands(document);
drawDeferredBandsWhenIdle(document);
