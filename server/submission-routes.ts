import { Router, type Request, type Response } from "express";
import type { AppServices } from "#app/context.ts";
import { answerSubmission } from "#app/submissions/submission-api.server.ts";
import { contactSubmission } from "#app/submissions/contact-messages.server.ts";
import { applicationSubmission } from "#app/submissions/job-applications.server.ts";
import type { SubmissionForm } from "#app/submissions/submission-commit.server.ts";
import { readBodyFieldsFrom } from "#app/http/request-body.server.ts";
import { readRequestBytes } from "#server/request-bytes.ts";

/**
 * The public submission API (`POST /api/contact`, `/api/contact/create`, `/api/apply`) answered
 * straight from Node's request, ahead of React Router: the same pipeline and answers as the routes'
 * actions, without turning every submission into a Fetch Request and back, which cost as much as
 * all the protections together under load. Multipart applications (they may carry a CV, read as a
 * stream) are left to React Router's action.
 */
export function submissionRoutes(services: AppServices): Router {
  const router = Router();
  router.post(["/api/contact", "/api/contact/create"], submit(services, contactSubmission));
  router.post("/api/apply", submit(services, applicationSubmission));
  return router;
}

function submit<T>(services: AppServices, form: SubmissionForm<T>) {
  return async (req: Request, res: Response, next: () => void) => {
    const contentType = req.headers["content-type"] ?? "";
    if (form.acceptsCv && /^\s*multipart\/form-data\b/i.test(contentType)) return next();

    const answer = await answerSubmission(
      {
        services,
        clientIp: req.ip ?? "",
        readBody: () =>
          readBodyFieldsFrom({
            contentType,
            contentLength: req.headers["content-length"],
            // A body cut short is answered with Connection: close (server/early-answer.ts).
            read: (limit) => readRequestBytes(req, limit),
          }),
      },
      form,
    );
    const body = JSON.stringify(answer.body);
    res.writeHead(answer.status, {
      ...answer.headers,
      "Content-Type": "application/json",
      "Cache-Control": "private, no-store",
      "Content-Length": Buffer.byteLength(body),
    });
    res.end(body);
  };
}
