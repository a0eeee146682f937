import { createApplicationApi } from "~/contact/contact-api.server";
import type { Route } from "./+types/api.apply";

export const action = (args: Route.ActionArgs) => createApplicationApi(args);
