import { z } from "zod";
import { serviceSlugs } from "#app/content/services.ts";
import {
  MESSAGE_MAX,
  NAME_MAX,
  emailAddress,
  multiLineText,
  phoneNumber,
  singleLineText,
} from "#app/forms/field-rules.ts";

/**
 * A contact message as the form and the API send it (spec section 3), plus the optional service
 * the visitor came from (/contact?service={slug}). An empty service counts as none.
 */
export const contactMessageSchema = z.object({
  user_name: singleLineText("Name", NAME_MAX),
  user_email: emailAddress("Email"),
  user_phone: phoneNumber("Phone"),
  message: multiLineText("Message", MESSAGE_MAX),
  service: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || undefined : (value ?? undefined)),
    z
      .enum(serviceSlugs, { error: "Service must be one of our services, such as seo or web-design." })
      .optional(),
  ),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
