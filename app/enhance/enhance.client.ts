// The one script every page loads (see README.md): built on its own as a classic script, deferred.
import { enhanceAccordions } from "./accordion.ts";
import { enhanceMenu } from "./menu.ts";
import { enhanceRevealedNotices } from "./revealed-notice.ts";

enhanceMenu(document);
enhanceAccordions(document);
enhanceRevealedNotices(document);
