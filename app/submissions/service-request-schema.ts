import { z } from "zod";
import { serviceSlugs } from "#app/content/services.ts";
import { NAME_MAX, emailAddress, phoneNumber, singleLineText } from "#app/forms/field-rules.ts";

// An empty field counts as left out: the short request needs only one way to reach the visitor.
const leftOutWhenEmpty = (value: unknown) =>
  typeof value === "string" ? value.trim() || undefined : (value ?? undefined);

const REACH_ME = "Give an e-mail address or a phone number so we can reach you.";

/**
 * A service page's short request (the hero button): a name, an e-mail address or a phone number
 * (at least one), and the service the page is about.
 */
export const serviceRequestSchema = z
  .object({
    user_name: singleLineText("Name", NAME_MAX),
    user_email: z.preprocess(leftOutWhenEmpty, emailAddress("Email").optional()),
    user_phone: z.preprocess(leftOutWhenEmpty, phoneNumber("Phone").optional()),
    service: z.enum(serviceSlugs, {
      error: "Service must be one of our services, such as seo or web-design.",
    }),
  })
  .superRefine(
    (value, context) => {
      if (value.user_email !== undefined || value.user_phone !== undefined) return;
      // Both fields carry it, so whichever the visitor looks at says what is missing.
      context.addIssue({ code: "custom", path: ["user_email"], message: REACH_ME });
      context.addIssue({ code: "custom", path: ["user_phone"], message: REACH_ME });
    },
    // Also when the name or the service is wrong too, so every problem is said at once.
    { when: () => true },
  );

export type ServiceRequestInput = z.infer<typeof serviceRequestSchema>;
