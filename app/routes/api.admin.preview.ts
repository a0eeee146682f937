import { previewApi } from "#app/publishing/preview-api.server.ts";
import type { Route } from "./+types/api.admin.preview";

// POST {body}: the Markdown as the public pages render it.
export const action = (args: Route.ActionArgs) => previewApi(args);
