import type { ActionFunctionArgs } from "react-router";
import { requireAdminApi } from "#app/auth/require-admin.server.ts";
import { apiError, methodNotAllowed } from "#app/http/api-error.ts";
import { readContentFields } from "#app/publishing/content-api-response.server.ts";
import { renderMarkdown } from "#app/publishing/markdown.server.ts";
import { POST_LIMITS } from "#app/publishing/post-input.ts";

/**
 * `POST /api/admin/preview` `{body}` -> `{html}`: Markdown as the public pages render it (the same
 * function and sanitizer), so the editor's preview is what visitors will see.
 */
export async function previewApi(args: ActionFunctionArgs): Promise<Response> {
  if (args.request.method !== "POST") return methodNotAllowed("POST");
  await requireAdminApi(args);
  const fields = await readContentFields(args.request);
  if (fields instanceof Response) return fields;
  const { body } = fields;
  if (typeof body !== "string") return apiError(400, "Please correct: body.", { body: "body must be text." });
  if ([...body].length > POST_LIMITS.body)
    return apiError(400, "Please correct: body.", { body: "Body must be at most 100,000 characters." });
  return Response.json({ html: renderMarkdown(body) }, { headers: { "Cache-Control": "private, no-store" } });
}
