import { createContactMessageApi } from "#app/submissions/submission-api.server.ts";
import { listInboxApi } from "#app/inbox/inbox-api.server.ts";
import type { Route } from "./+types/api.contact";

// GET (admin): the inbox's messages. POST (public): a new contact message.
export const loader = (args: Route.LoaderArgs) => listInboxApi("messages", args);
export const action = (args: Route.ActionArgs) => createContactMessageApi(args);
