import { faqsApi } from "#app/publishing/entries-api.server.ts";
import type { Route } from "./+types/api.admin.faqs";

export const loader = (args: Route.LoaderArgs) => faqsApi.loader(args);
export const action = (args: Route.ActionArgs) => faqsApi.action(args);
