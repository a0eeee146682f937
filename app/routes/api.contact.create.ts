import { createContactMessageApi } from "#app/submissions/submission-api.server.ts";
import { methodNotAllowed } from "#app/http/api-error.ts";
import type { Route } from "./+types/api.contact.create";

// The older hosted backend's path for the same submission (spec section 7), kept as an alias.
export const loader = () => methodNotAllowed("POST");
export const action = (args: Route.ActionArgs) => createContactMessageApi(args);
