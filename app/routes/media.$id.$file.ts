import { methodNotAllowed } from "#app/http/api-error.ts";
import { mediaFileLoader } from "#app/images/media-files.server.ts";
import type { Route } from "./+types/media.$id.$file";

// One stored variant of an uploaded image, e.g. /media/12/960.avif: public, cached for a year.
export const loader = (args: Route.LoaderArgs) => mediaFileLoader(args);
export const action = () => methodNotAllowed("GET");
