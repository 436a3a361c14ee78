import { z } from "zod";
import { contactMessageSchema } from "../contact";
import { defineEndpoint } from "../endpoint";

/** The public contact form (server/features/contact). */
export const contactEndpoints = {
  send: defineEndpoint({
    method: "POST",
    path: "/api/contact",
    summary: "Send a message from the public contact form",
    tags: ["Contact"],
    access: "public",
    body: contactMessageSchema,
    responses: { 201: z.object({ id: z.number().int() }) },
  }),
};
