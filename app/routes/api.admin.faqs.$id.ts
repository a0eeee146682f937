import { faqApi } from "#app/publishing/entries-api.server.ts";
import type { Route } from "./+types/api.admin.faqs.$id";

export const loader = (args: Route.LoaderArgs) => faqApi.loader(args);
export const action = (args: Route.ActionArgs) => faqApi.action(args);
