import { z } from "zod";
import { findOpenJobNow } from "#app/publishing/open-jobs.server.ts";
import {
  MESSAGE_MAX,
  NAME_MAX,
  emailAddress,
  multiLineText,
  phoneNumber,
  singleLineText,
} from "#app/forms/field-rules.ts";

/**
 * A job application as the modal form and the API send it (spec section 3). `jobId` must name an
 * open job; `jobTitle` is accepted but ignored, because the title is taken from the server's list.
 */
export const jobApplicationSchema = z.object({
  jobId: z
    .union([z.string(), z.number()], {
      error: (issue) =>
        issue.input == null ? "Job is required." : "Job must be the id of an open position.",
    })
    .transform((value) => String(value).trim())
    .refine((id) => findOpenJobNow(id) !== undefined, "Job must be one of the open positions."),
  name: singleLineText("Name", NAME_MAX),
  email: emailAddress("Email"),
  phone: phoneNumber("Phone"),
  message: multiLineText("Message", MESSAGE_MAX),
});

export type JobApplicationInput = z.infer<typeof jobApplicationSchema>;
