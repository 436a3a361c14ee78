import { z } from "zod";
import { PILLARS } from "../domain/pillars";
import { bigIdParam, hasNoNul, invalidCharacter, requiredText, webAddressField } from "./common";
import { organizationIdParamSchema } from "./organizations";

/**
 * Issue 24 item 2 (decision 330): the LTI 1.3 tool. An organisation's owners and admins register
 * their LMS (the platform) with the tool; the LMS then launches PIVOT modules, deep-links them into
 * courses, receives scores (AGS) and lets PIVOT sync a course's members (NRPS).
 */

const urlField = (label: string) => webAddressField(label, `${label}: enter a web address starting https://`);

const deploymentId = z
  .string({ error: "Deployment id must be text" })
  .trim()
  .min(1, "A deployment id cannot be blank")
  .max(255, "A deployment id must be at most 255 characters")
  .refine(hasNoNul, invalidCharacter("Deployment id"));

export const ltiRegistrationInputSchema = z.object({
  name: requiredText("Name", 120),
  /** The platform's issuer (`iss` of its id tokens), e.g. https://canvas.instructure.com. */
  issuer: requiredText("Issuer", 500),
  clientId: requiredText("Client id", 255),
  authLoginUrl: urlField("Authorisation URL"),
  accessTokenUrl: urlField("Access token URL"),
  jwksUrl: urlField("Keyset (JWKS) URL"),
  deploymentIds: z
    .array(deploymentId, { error: "Add at least one deployment id" })
    .min(1, "Add at least one deployment id")
    .max(50, "At most 50 deployment ids")
    .transform((ids) => [...new Set(ids)]),
});
export type LtiRegistrationInput = z.input<typeof ltiRegistrationInputSchema>;

export const ltiRegistrationSchema = z.object({
  id: z.string(),
  name: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  authLoginUrl: z.string(),
  accessTokenUrl: z.string(),
  jwksUrl: z.string(),
  deploymentIds: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LtiRegistration = z.infer<typeof ltiRegistrationSchema>;

export const LTI_PAGE_SIZE = 10;

export const ltiListQuerySchema = z.object({
  page: z.coerce
    .number({ error: "Page must be a whole number" })
    .int("Page must be a whole number")
    .min(1, "Page must be 1 or more")
    .max(10_000, "Page must be at most 10000")
    .optional(),
});

export const ltiRegistrationListSchema = z.object({
  items: z.array(ltiRegistrationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const ltiRegistrationParamSchema = organizationIdParamSchema.extend({
  registrationId: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, "Registration id is not valid"),
});

export const ltiContextParamSchema = organizationIdParamSchema.extend({
  contextId: bigIdParam("Course id"),
});

export const ltiMemberSyncSchema = z.object({
  id: z.number().int(),
  status: z.enum(["queued", "running", "done", "failed"]),
  seen: z.number().int(),
  added: z.number().int(),
  existing: z.number().int(),
  refusedNoSeat: z.number().int(),
  refusedOther: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type LtiMemberSync = z.infer<typeof ltiMemberSyncSchema>;

export const ltiContextSchema = z.object({
  id: z.number().int(),
  registrationName: z.string(),
  contextId: z.string(),
  title: z.string().nullable(),
  canSync: z.boolean(),
  lastLaunchAt: z.string(),
  lastSync: ltiMemberSyncSchema.nullable(),
});
export type LtiContext = z.infer<typeof ltiContextSchema>;

export const ltiScoreLogSchema = z.object({
  id: z.number().int(),
  learner: z.string(),
  moduleTitle: z.string(),
  scoreGiven: z.number().nullable(),
  status: z.enum(["pending", "delivered", "failed"]),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  at: z.string(),
});
export type LtiScoreLog = z.infer<typeof ltiScoreLogSchema>;

/** What the settings card shows besides the registrations: the values to paste into the LMS, courses, scores. */
export const ltiOverviewSchema = z.object({
  tool: z.object({
    loginUrl: z.string(),
    launchUrl: z.string(),
    jwksUrl: z.string(),
    deepLinkingUrl: z.string(),
  }),
  contexts: z.array(ltiContextSchema),
  scores: z.array(ltiScoreLogSchema),
});
export type LtiOverview = z.infer<typeof ltiOverviewSchema>;

// ---- The protocol's own endpoints (the LMS and the browser call these) ----

export const jwkSetSchema = z.object({
  keys: z.array(z.object({ kty: z.string(), kid: z.string().optional() }).passthrough()),
});

const protocolText = (max: number) => z.string().max(max).refine(hasNoNul, invalidCharacter("The value")).optional();

/** OIDC third-party login initiation (LTI 1.3 §5.1.1), as a query or a form. */
export const ltiLoginSchema = z.object({
  iss: protocolText(500),
  login_hint: protocolText(2000),
  target_link_uri: protocolText(2000),
  lti_message_hint: protocolText(4000),
  client_id: protocolText(255),
  lti_deployment_id: protocolText(255),
});

/** The platform's form post: its signed id_token and our state. */
export const ltiLaunchBodySchema = z.object({
  id_token: protocolText(60_000),
  state: protocolText(200),
});

export const ltiDeepLinkParamSchema = z.object({
  requestId: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, "The link is not valid"),
});

export const ltiDeepLinkQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(200, "Search must be at most 200 characters")
    .refine(hasNoNul, invalidCharacter("Search"))
    .optional(),
  pillar: z.enum(PILLARS, { error: "Choose a pillar from the list" }).or(z.literal("")).optional(),
});

const moduleIdText = z.string().regex(/^\d{1,9}$/, "Choose modules from the list");
export const ltiDeepLinkChoiceSchema = z.object({
  moduleId: z.union([moduleIdText, z.array(moduleIdText).max(50, "Choose at most 50 modules")]).optional(),
});

/** The settings form: deployment ids typed one per line or separated by commas. */
export const ltiRegistrationFormSchema = ltiRegistrationInputSchema.extend({
  deploymentIds: z
    .string({ error: "Add at least one deployment id" })
    .max(13_000, "Too many deployment ids")
    .transform((text) =>
      text
        .split(/[\n,]/)
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(ltiRegistrationInputSchema.shape.deploymentIds),
});

// ---- Decision 397: a launch inside the LMS's frame, and Dynamic Registration ----

const capability = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, "The link is not valid");

/** The frame's ticket (single use, 10 minutes); `window=1` when the new window continues the launch. */
export const ltiFrameParamSchema = z.object({ ticket: capability });
export const ltiFrameQuerySchema = z.object({ window: z.literal("1").optional() });

/** A registration link made on the settings card (LTI Dynamic Registration: one use, 24 hours). */
export const ltiRegistrationLinkSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
});
export type LtiRegistrationLink = z.infer<typeof ltiRegistrationLinkSchema>;

export const ltiRegisterParamSchema = z.object({ token: capability });
/** What the LMS adds when it opens the registration link (LTI Dynamic Registration §3.3). */
export const ltiRegisterQuerySchema = z.object({
  openid_configuration: protocolText(2000),
  registration_token: protocolText(4000),
});
