import { methodNotAllowed } from "#app/http/api-error.ts";
import { uploadImageApi } from "#app/images/images-api.server.ts";
import type { Route } from "./+types/api.admin.images";

// POST multipart {file, alt} (anyone on the team): re-encode and store an image, answer {id, url}.
export const loader = () => methodNotAllowed("POST");
export const action = (args: Route.ActionArgs) => uploadImageApi(args);
