import { z } from "zod";
import { ESP_PLATFORMS } from "../../shared/merge-fields";
import {
  businessEmailError,
  EMAIL_MESSAGES,
  NAME_MAX_LENGTH,
  normalizeEmail,
  passwordError,
  PASSWORD_MAX,
  PASSWORD_MESSAGES,
} from "../../shared/email-rules";
import { PLAN_IDS } from "../../shared/plans";
import { isDisposableDomain } from "../../shared/disposable-domains";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./common-passwords";

const BASIC_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    // A name is one line: line breaks and tabs would break e-mail headers and greetings.
    .transform((v) => v.replace(/\s+/g, " ").trim())
    .refine((v) => v.length > 0, `${label} is required`)
    .refine((v) => v.length <= max, `${label} must be at most ${max} characters`);

/** Any syntactically valid address (sign-in, status, resend): business rules apply at registration only. */
export const emailField = z
  .string({ error: "Email is required" })
  .refine((v) => v.trim().length > 0, "Email is required")
  .refine((v) => v.length <= 254 && BASIC_EMAIL.test(v.trim()), EMAIL_MESSAGES.invalid)
  .transform(normalizeEmail);

const businessEmail = z
  .string({ error: "Email is required" })
  .refine((v) => v.trim().length > 0, "Email is required")
  .refine((v) => v.length <= 254, EMAIL_MESSAGES.invalid)
  .superRefine((v, ctx) => {
    const error = businessEmailError(v, isDisposableDomain);
    if (error) ctx.addIssue({ code: "custom", message: error });
  })
  .transform(normalizeEmail);

const newPassword = z.string({ error: PASSWORD_MESSAGES.required }).superRefine((v, ctx) => {
  const error = passwordError(v) ?? (isCommonPassword(v) ? COMMON_PASSWORD_MESSAGE : null);
  if (error) ctx.addIssue({ code: "custom", message: error });
});

const anyPassword = z
  .string({ error: PASSWORD_MESSAGES.required })
  .refine((v) => v.length > 0, PASSWORD_MESSAGES.required)
  .refine((v) => v.length <= PASSWORD_MAX, PASSWORD_MESSAGES.long);

const token = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .refine((v) => v.length > 0, `${label} is required`)
    .refine((v) => v.length <= 200, `${label} is not valid`);

export const registerSchema = z.object({
  email: businessEmail,
  password: newPassword,
  plan: z.enum(PLAN_IDS as [string, ...string[]], { error: "Unknown plan" }).optional(),
  firstName: requiredText("First name", NAME_MAX_LENGTH),
  lastName: requiredText("Last name", NAME_MAX_LENGTH),
});
export type RegisterBody = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: anyPassword,
  rememberMe: z.boolean({ error: "rememberMe must be true or false" }).optional(),
});

export const refreshSchema = z.object({ refreshToken: token("Refresh token") });

export const logoutSchema = z.object({ refreshToken: token("Refresh token").optional() });

export const emailOnlySchema = z.object({ email: emailField });

export const resetRequestSchema = z.object({
  email: emailField,
  redirectTo: z.string({ error: "redirectTo must be a URL" }).max(2048, "redirectTo is too long").optional(),
});

export const updatePasswordSchema = z
  .object({
    token: z.string({ error: "token must be text" }).max(200).optional(),
    accessToken: z.string({ error: "accessToken must be text" }).max(4096).optional(),
    refreshToken: z.string({ error: "refreshToken must be text" }).max(4096).optional(),
    password: newPassword,
  })
  .refine((v) => Boolean(v.token?.trim() || v.accessToken?.trim()), "Invalid or expired reset link");

export const verifyEmailSchema = z.object({ token: token("Verification token") });

/** The status token from the registration answer; an address alone no longer tells anything. */
export const verifyStatusSchema = z.object({ token: token("Verification status token") });

export const verifyConfirmationSchema = z.object({
  token_hash: token("token_hash"),
  type: z.unknown().refine((v) => v === "signup" || v === "email", "Invalid confirmation link"),
});

export const profilePatchSchema = z
  .object({
    notificationsEnabled: z.boolean({ error: "notificationsEnabled must be true or false" }).optional(),
    firstName: requiredText("First name", NAME_MAX_LENGTH).optional(),
    lastName: requiredText("Last name", NAME_MAX_LENGTH).optional(),
    companyAddress: z
      .string({ error: "Company address must be text" })
      .max(200, "Company address must be at most 200 characters")
      .transform((v) => v.replace(/\s+/g, " ").trim() || null)
      .nullable()
      .optional(),
    espPlatform: z
      .enum(ESP_PLATFORMS, { error: `espPlatform must be one of ${ESP_PLATFORMS.join(", ")}` })
      .optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, "Nothing to update");

export type LoginBody = z.infer<typeof loginSchema>;
export type ResetRequestBody = z.infer<typeof resetRequestSchema>;
export type UpdatePasswordBody = z.infer<typeof updatePasswordSchema>;
export type ProfilePatch = z.infer<typeof profilePatchSchema>;
