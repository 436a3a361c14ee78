import { z } from "zod";
import { LINKEDIN_PROFILE_PATTERN } from "../domain/certificate-linkedin";
import { PILLARS } from "../domain/pillars";
import { hasNoNul, idField, idParam, invalidCharacter, requiredText } from "./common";

// ---- Certificate requirements (content/certificates.json, issue 11) ----

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export const certificateRequirementsSchema = z
  .object({
    modules: z.array(slug).min(1).optional(),
    pathway: slug.optional(),
    pillarModules: z
      .array(z.object({ pillar: z.enum(PILLARS), count: z.number().int().positive() }))
      .min(1)
      .optional(),
    assessment: z.literal("pivot").optional(),
  })
  .strict()
  .refine((r) => Object.values(r).some((v) => v !== undefined), "a certificate needs at least one requirement");

// ---- Answers (spec 2 §3) ----

const certificateFields = {
  title: z.string(),
  description: z.string(),
  pivotPillar: z.enum(PILLARS),
  /** The modules' learning time, rounded down to the quarter hour (decision 375). */
  cpdHours: z.number(),
  type: z.string(),
};

export const requirementStatusSchema = z.object({
  kind: z.enum(["module", "pathway", "pillarModules", "assessment"]),
  label: z.string(),
  met: z.boolean(),
  done: z.number().int(),
  total: z.number().int(),
  modules: z.array(z.object({ id: z.number().int(), title: z.string(), completed: z.boolean() })),
});

/** spec 2 §3 "User certificate", with the states and links the wallet needs. */
export const userCertificateSchema = z.object({
  id: z.number().int(),
  certificateId: z.number().int(),
  earnedAt: z.string(),
  /** The latest issue (the first, or the last renewal). */
  issuedAt: z.string(),
  expiresAt: z.string().nullable(),
  verificationCode: z.string(),
  state: z.enum(["valid", "expired", "revoked"]),
  revokedReason: z.string().nullable(),
  /** Within 30 days of the expiry (or past it): the renewal prompt shows. */
  renewable: z.boolean(),
  verificationUrl: z.string(),
  linkedIn: z.object({
    addToProfileUrl: z.string(),
    fields: z.array(z.object({ label: z.string(), value: z.string() })),
  }),
  shareCount: z.number().int(),
  /**
   * issue 22: the knowledge checks the certificate rests on, as its signed credential states them (the best
   * passing score); issue 47: with the attempts submitted at each up to the certificate's issue.
   */
  knowledgeChecks: z.array(
    z.object({
      title: z.string(),
      scorePercent: z.number().int(),
      passMark: z.number().int(),
      attempts: z.number().int(),
    }),
  ),
  certificate: z.object({ ...certificateFields, requirements: z.string() }),
});
export type UserCertificate = z.infer<typeof userCertificateSchema>;

/** spec 2 §3 "Certificate available", with the learner's real progress (issue 11). */
export const availableCertificateSchema = z.object({
  id: z.number().int(),
  ...certificateFields,
  validityMonths: z.number().int().nullable(),
  requirements: z.array(requirementStatusSchema),
  progress: z.number().int(),
  isEarned: z.boolean(),
  canClaim: z.boolean(),
});
export type AvailableCertificate = z.infer<typeof availableCertificateSchema>;

/** spec 2 §3 "Wallet", with the counts of the summary. */
export const walletSchema = z.object({
  totalCertificates: z.number().int(),
  totalCpdHours: z.number(),
  activeCredentials: z.number().int(),
  isPublic: z.boolean(),
  linkedInProfile: z.string(),
  walletUrl: z.string(),
});
export type Wallet = z.infer<typeof walletSchema>;

// ---- Requests ----

export const claimCertificateSchema = z.object({ certificateId: idField("certificateId") });

export const linkedInProfileField = z
  .string({ error: "LinkedIn profile must be text" })
  .trim()
  .max(200, "LinkedIn profile must be at most 200 characters")
  .refine(
    (v) => v === "" || LINKEDIN_PROFILE_PATTERN.test(v),
    "Enter a LinkedIn profile address such as https://www.linkedin.com/in/your-name, or leave it empty",
  );

export const walletUpdateSchema = z
  .object({ isPublic: z.boolean().optional(), linkedInProfile: linkedInProfileField.optional() })
  .strict()
  .refine((v) => v.isPublic !== undefined || v.linkedInProfile !== undefined, "Nothing to update");
export type WalletUpdate = z.infer<typeof walletUpdateSchema>;

export const SHARE_PLATFORMS = ["linkedin", "copy-link", "email"] as const;
export const shareCertificateSchema = z.object({
  certificateId: idField("certificateId"),
  platform: z.enum(SHARE_PLATFORMS, { error: `platform must be one of ${SHARE_PLATFORMS.join(", ")}` }),
});

export const revokeCertificateSchema = z.object({ reason: requiredText("Reason", 500) });

export const userCertificateParamsSchema = z.object({ id: idParam("id") });

export const verificationCodeParamsSchema = z.object({
  // Any text: a code that is not one of ours is a 404 ("unknown"), not bad input.
  code: z.string().min(1).max(200, "code must be at most 200 characters").refine(hasNoNul, invalidCharacter("code")),
});

export const portfolioParamsSchema = z.object({
  slug: z
    .string()
    .max(64, "slug must be at most 64 characters")
    .regex(/^[a-z0-9-]+$/, "slug must be lower-case letters, digits and hyphens"),
});

export const statusListParamsSchema = z.object({ listId: idParam("listId") });

/** An uploaded credential: the file's bytes in base64 (a JSON credential or a baked PNG badge). */
export const MAX_UPLOAD_BYTES = 180 * 1024;
export const verifyUploadSchema = z.object({
  fileName: z.string().trim().min(1, "fileName is required").max(200, "fileName must be at most 200 characters"),
  content: z
    .string({ error: "content is required" })
    .min(1, "content is required")
    .max(Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 4, "The file is larger than 180 KB")
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, "content must be base64"),
});

// ---- Verification ----

export const VERIFICATION_CHECKS = ["format", "proof", "status", "dates"] as const;

export const verificationResultSchema = z.object({
  /** valid, expired, revoked, or invalid (a check failed). */
  status: z.enum(["valid", "expired", "revoked", "invalid"]),
  /** Why, when not valid: the failing check's message, or the admin's revocation reason. */
  reason: z.string().nullable(),
  checks: z.array(z.object({ check: z.enum(VERIFICATION_CHECKS), ok: z.boolean(), message: z.string() })),
  holderName: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  pivotPillar: z.string().nullable(),
  cpdHours: z.number().nullable(),
  issuerName: z.string().nullable(),
  /** issue 20: the holder's organisation (name, logo as a data: URL) for a stored certificate; absent for uploads. */
  holderOrganization: z.object({ name: z.string(), logo: z.string().nullable() }).nullable().optional(),
  issuedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
  verificationCode: z.string().nullable(),
  /** The credential checked, as JSON text (the stored one for a code). */
  credential: z.string().nullable(),
  /** Set only for an admin looking at a stored certificate: what the revoke form acts on. */
  userCertificateId: z.number().int().nullable(),
});
export type VerificationResult = z.infer<typeof verificationResultSchema>;

export const portfolioSchema = z.object({
  holderName: z.string(),
  linkedInProfile: z.string(),
  certificates: z.array(
    z.object({
      title: z.string(),
      description: z.string(),
      pivotPillar: z.enum(PILLARS),
      cpdHours: z.number(),
      earnedAt: z.string(),
      expiresAt: z.string().nullable(),
      verificationCode: z.string(),
    }),
  ),
  totalCpdHours: z.number(),
});
export type Portfolio = z.infer<typeof portfolioSchema>;
