import { z } from "zod";
import { emailField, optionalText, requiredText } from "./common";

/** spec 1 §5: name, email and message required; company optional. Lengths bounded server-side. */
export const contactMessageSchema = z.object({
  name: requiredText("Name", 120),
  email: emailField,
  company: optionalText("Company", 160),
  message: requiredText("Message", 5000),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
