import { createContactMessageApi } from "~/contact/contact-api.server";
import { listInboxApi } from "~/inbox/inbox-api.server";
import type { Route } from "./+types/api.contact";

// GET (admin): the inbox's messages. POST (public): a new contact message.
export const loader = (args: Route.LoaderArgs) => listInboxApi("messages", args);
export const action = (args: Route.ActionArgs) => createContactMessageApi(args);
