import { z } from "zod";
import { passwordField } from "./auth";
import { emailField, hasNoNul, invalidCharacter, requiredText } from "./common";

// ---- The bell ----

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** A path inside the site, or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: the newest notifications and how many are unread. */
export const notificationListSchema = z.object({
  unreadCount: z.number().int(),
  items: z.array(notificationSchema),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

// ---- E-mail preferences (/profile) ----

export const emailPreferencesSchema = z.object({
  /** Pathways assigned to you, due-date and overdue reminders. */
  reminders: z.boolean({ error: "reminders must be true or false" }),
  /** Content ready, certificates earned or expiring, other notices. */
  updates: z.boolean({ error: "updates must be true or false" }),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: "token is required" })
    .min(1, "token is required")
    .max(600, "token is not valid")
    .refine(hasNoNul, invalidCharacter("token")),
});

// ---- The outbox (/admin/outbox) ----

export const MAIL_STATUSES = ["queued", "sending", "sent", "held", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const outboxQuerySchema = z.object({
  status: z.enum(MAIL_STATUSES, { error: `status must be one of: ${MAIL_STATUSES.join(", ")}` }).optional(),
  /** Part of the recipient's address. */
  to: z
    .string()
    .trim()
    .max(254, "to must be at most 254 characters")
    .refine(hasNoNul, invalidCharacter("to"))
    .optional(),
});

export const outboxItemSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  category: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

export const outboxListSchema = z.object({
  /** Whether mail leaves through SMTP; false = messages are held here. */
  smtpConfigured: z.boolean(),
  items: z.array(outboxItemSchema),
});
export type OutboxList = z.infer<typeof outboxListSchema>;

export const outboxMessageSchema = outboxItemSchema.extend({
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() })),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

// ---- Support conversations ----

export const supportMessageSchema = z.object({
  id: z.number().int(),
  fromStaff: z.boolean(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

export const SUPPORT_STATUSES = ["open", "answered", "closed"] as const;

export const supportConversationSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  userName: z.string(),
  userEmail: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  messages: z.array(supportMessageSchema),
});
export type SupportConversation = z.infer<typeof supportConversationSchema>;

export const supportConversationListSchema = z.object({ items: z.array(supportConversationSchema) });
export type SupportConversationList = z.infer<typeof supportConversationListSchema>;

export const SUPPORT_TOPICS = ["Message support", "Contact Us"] as const;

/** POST /api/support/conversations: a new question for the support team. */
export const newSupportConversationSchema = z.object({
  subject: requiredText("Subject", 160),
  message: requiredText("Message", 4000),
});
export type NewSupportConversation = z.infer<typeof newSupportConversationSchema>;

/** A further message, or an admin's reply. */
export const supportReplySchema = z.object({ message: requiredText("Message", 4000) });
export type SupportReply = z.infer<typeof supportReplySchema>;

export const supportAdminQuerySchema = z.object({
  status: z.enum(SUPPORT_STATUSES, { error: `status must be one of: ${SUPPORT_STATUSES.join(", ")}` }).optional(),
});

// ---- Forgotten passwords (Better Auth's reset flow) ----

/** "Forgot password?" on /login: POST /api/auth/request-password-reset. */
export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** /reset-password: the new password twice; the token comes from the e-mailed link. */
export const resetPasswordSchema = z
  .object({
    newPassword: passwordField,
    confirmPassword: z.string({ error: "Repeat the new password" }).min(1, "Repeat the new password"),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "The two passwords are not the same",
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
