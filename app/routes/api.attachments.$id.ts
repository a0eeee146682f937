import { attachmentApi } from "#app/attachments/attachment-api.server.ts";
import type { Route } from "./+types/api.attachments.$id";

// A file of a lead's conversation (a customer's mail or a reply) as a download, admin only.
export const loader = (args: Route.LoaderArgs) => attachmentApi(args);
