import { z } from "zod";
import { bigIdParam, hasNoNul, invalidCharacter, optionalText, webAddressField } from "./common";
import { organizationIdParamSchema } from "./organizations";

/**
 * Issue 23 items 5 and 6 (decision 305): the events an organisation's webhook endpoints may receive,
 * the endpoints and their delivery log, and the organisation's xAPI learning record store.
 */

/** The events a webhook endpoint can subscribe to, in the order the settings page lists them. */
export const WEBHOOK_EVENT_TYPES = [
  "member.joined",
  "member.left",
  "module.completed",
  "knowledge_check.passed",
  "certificate.issued",
  "certificate.revoked",
  "assignment.overdue",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Events only the learning record store receives (as xAPI statements): too frequent for a webhook. */
export const XAPI_ONLY_EVENT_TYPES = ["module.launched", "module.progressed", "knowledge_check.failed"] as const;
/** Every event the outbox records. */
export const EVENT_TYPES = [...WEBHOOK_EVENT_TYPES, ...XAPI_ONLY_EVENT_TYPES] as const;
export type EventType = (typeof EVENT_TYPES)[number];
/** The events sent to a learning record store as xAPI statements. */
export const XAPI_EVENT_TYPES: readonly EventType[] = [
  "module.launched",
  "module.progressed",
  "module.completed",
  "knowledge_check.passed",
  "knowledge_check.failed",
  "certificate.issued",
];
/** The test event "send test event" delivers (not subscribable). */
export const TEST_EVENT_TYPE = "webhook.test";

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  "member.joined": "Member joined",
  "member.left": "Member left",
  "module.completed": "Module completed",
  "knowledge_check.passed": "Knowledge check passed",
  "certificate.issued": "Certificate issued",
  "certificate.revoked": "Certificate revoked",
  "assignment.overdue": "Assignment overdue",
};

const webhookUrl = webAddressField("URL", "Enter a web address starting https://");

const eventList = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: "Choose events from the list" }), { error: "Choose events" })
  .min(1, "Choose at least one event")
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((events) => [...new Set(events)]);

export const webhookEndpointParamSchema = organizationIdParamSchema.extend({
  endpointId: z.string().min(1).max(100).refine(hasNoNul, invalidCharacter("Endpoint id")),
});
export const webhookDeliveryParamSchema = webhookEndpointParamSchema.extend({
  deliveryId: bigIdParam("Delivery id"),
});

export const webhookEndpointCreateSchema = z.strictObject({
  url: webhookUrl,
  description: optionalText("Description", 200),
  events: eventList,
});
export type WebhookEndpointCreate = z.input<typeof webhookEndpointCreateSchema>;

export const webhookEndpointUpdateSchema = z
  .strictObject({
    url: webhookUrl.optional(),
    description: optionalText("Description", 200),
    events: eventList.optional(),
    enabled: z.boolean({ error: "Enabled must be true or false" }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), "Nothing to change");
export type WebhookEndpointUpdate = z.input<typeof webhookEndpointUpdateSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** Why we switched it off (it kept failing); null when it is on or an owner switched it off. */
  disabledReason: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  createdAt: z.string(),
  /** The latest delivery's outcome, if any. */
  lastDelivery: z
    .object({
      status: z.enum(["pending", "delivered", "failed"]),
      responseStatus: z.number().nullable(),
      at: z.string(),
    })
    .nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
export const webhookEndpointListSchema = z.object({
  items: z.array(webhookEndpointSchema),
  eventTypes: z.array(z.object({ type: z.string(), label: z.string() })),
});
/** The answer to a creation: the only time the signing secret is shown. */
export const webhookEndpointCreatedSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type WebhookEndpointCreated = z.infer<typeof webhookEndpointCreatedSchema>;

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  eventType: z.string(),
  status: z.enum(["pending", "delivered", "failed"]),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  replayOf: z.number().int().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryListQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,15}$/, "Cursor is not valid")
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const webhookDeliveryListSchema = z.object({
  items: z.array(webhookDeliverySchema),
  nextCursor: z.string().nullable(),
});
export const webhookDeliveryQueuedSchema = z.object({ deliveryId: z.number().int() });

// ---- The learning record store (xAPI) ----

export const AGENT_FORMATS = ["mbox_sha1sum", "account"] as const;
export type AgentFormat = (typeof AGENT_FORMATS)[number];

export const learningRecordStoreInputSchema = z.strictObject({
  endpoint: webhookUrl,
  key: z
    .string({ error: "Key is required" })
    .trim()
    .min(1, "Key is required")
    .max(500, "Key must be at most 500 characters")
    .refine(hasNoNul, invalidCharacter("Key")),
  /** Blank keeps the stored secret (when there is one). */
  secret: z
    .string({ error: "Secret must be text" })
    .max(500, "Secret must be at most 500 characters")
    .refine(hasNoNul, invalidCharacter("Secret"))
    .optional(),
  agentFormat: z.enum(AGENT_FORMATS, { error: "Choose how people are identified" }),
});
export type LearningRecordStoreInput = z.input<typeof learningRecordStoreInputSchema>;

export const learningRecordStoreSchema = z.object({
  configured: z.boolean(),
  endpoint: z.string().nullable(),
  key: z.string().nullable(),
  agentFormat: z.enum(AGENT_FORMATS),
  /** Statements waiting for the store (it is down or slow), and the last failure's reason. */
  pendingStatements: z.number().int(),
  lastError: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type LearningRecordStore = z.infer<typeof learningRecordStoreSchema>;
