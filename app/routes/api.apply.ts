import { createApplicationApi } from "~/contact/contact-api.server";
import { methodNotAllowed } from "~/lib/api-error";
import type { Route } from "./+types/api.apply";

export const loader = () => methodNotAllowed("POST");
export const action = (args: Route.ActionArgs) => createApplicationApi(args);
