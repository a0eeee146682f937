import { createContactMessageApi } from "~/contact/contact-api.server";
import type { Route } from "./+types/api.contact.create";

// The older hosted backend's path for the same submission (spec section 7), kept as an alias.
export const action = (args: Route.ActionArgs) => createContactMessageApi(args);
