import * as z from 'zod/mini';
import { FORM_MESSAGES } from '#shared/validation/form-messages.ts';
import { emailChecks } from '#shared/validation/text-rules.ts';
import { ADMIN_MESSAGES } from './admin-messages.ts';
import { ROLES } from './staff-roles.ts';

export const MIN_PASSWORD_LENGTH = 12;

const email = (required: string) =>
  z.string({ error: required }).check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, required),
    // The admin area is English only: its schemas give the words, not a key.
    ...emailChecks(FORM_MESSAGES.emailInvalid),
  );

export const PasswordSchema = z
  .string({ error: 'Please enter a password.' })
  .check(
    z.minLength(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`),
    z.maxLength(200, 'Use at most 200 characters.'),
  );

/** Sign-in needs both an email and a password (docs/product.md#sign-in). */
export const LoginSchema = z.object({
  email: email('Please enter your email.'),
  password: z
    .string({ error: 'Please enter your password.' })
    .check(
      z.minLength(1, 'Please enter your password.'),
      z.maxLength(200, 'Please enter your password.'),
    ),
});
export type LoginInput = z.input<typeof LoginSchema>;

export const ForgotPasswordSchema = z.object({ email: email(ADMIN_MESSAGES.emailFirst) });

export const ResetPasswordSchema = z.object({
  token: z
    .string({ error: ADMIN_MESSAGES.resetLinkInvalid })
    .check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, ADMIN_MESSAGES.resetLinkInvalid)),
  password: PasswordSchema,
});

/** Who is signed in, and in which role (the screens hide what the role cannot use). */
export const AdminSchema = z.object({ email: z.string(), role: z.enum(ROLES) });
export type Admin = z.infer<typeof AdminSchema>;

export const MessageSchema = z.object({ message: z.string() });
