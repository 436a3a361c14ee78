import { z } from "zod";
import { emailField, requiredText } from "./common";

export const ROLES = ["learner", "employer", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const passwordField = z
  .string({ error: "Password is required" })
  .min(8, "Password must be at least 8 characters")
  .max(128, "Password must be at most 128 characters");

export const signUpSchema = z.object({
  firstName: requiredText("First name", 80),
  lastName: requiredText("Last name", 80),
  email: emailField,
  password: passwordField,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailField,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(128, "Password must be at most 128 characters"),
  rememberMe: z.boolean().optional(),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(ROLES),
  subscriptionStatus: z.enum(["active", "inactive"]),
  subscriptionPlan: z.enum(["free", "individual", "team_leader", "organisation"]),
  deletionRequestedAt: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const updateProfileSchema = z.object({
  firstName: requiredText("First name", 80),
  lastName: requiredText("Last name", 80),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: "Current password is required" })
    .min(1, "Current password is required")
    .max(128, "Password must be at most 128 characters"),
  newPassword: passwordField,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Where to return after sign-in: a same-site path only (never an absolute URL: open-redirect). */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\"))
    return "/";
  if (value.startsWith("/api/")) return "/";
  return value.slice(0, 2000);
}
