import * as z from 'zod/mini';
import { AdminSchema } from './auth-schema.ts';
import { TWO_FACTOR_MESSAGES } from './two-factor-messages.ts';

/** How many recovery codes an account gets at a time. */
export const RECOVERY_CODE_COUNT = 10;

const password = z
  .string({ error: TWO_FACTOR_MESSAGES.wrongPassword })
  .check(
    z.minLength(1, 'Please enter your password.'),
    z.maxLength(200, 'Please enter your password.'),
  );

/** A code from the authenticator app; apps show it as "123 456", so spaces are dropped. */
const totpCode = z.string({ error: TWO_FACTOR_MESSAGES.codeFormat }).check(
  z.overwrite((value) => value.replace(/\s/g, '')),
  z.regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeFormat),
);

/** A code from the app or a recovery code ("abcd-efgh-ijkl-mnop", any case, dashes optional). */
const anyCode = z
  .string({ error: TWO_FACTOR_MESSAGES.codeMissing })
  .check(
    z.trim(),
    z.minLength(1, TWO_FACTOR_MESSAGES.codeMissing),
    z.maxLength(64, TWO_FACTOR_MESSAGES.wrongCode),
  );

/** The second sign-in step, and the code that confirms an enrolment. */
export const SignInCodeSchema = z.object({ code: anyCode });
export const ConfirmEnrolmentSchema = z.object({ code: totpCode });
export const DisableTwoFactorSchema = z.object({ password, code: anyCode });
export const RegenerateRecoveryCodesSchema = z.object({ password });

/** The answer to a right password when the account has two-factor sign-in on. */
export const CodeRequiredSchema = z.object({ codeRequired: z.literal(true) });

/** Who is signed in, and whether they must set up two-factor sign-in before anything else. */
export const SessionSchema = z.extend(AdminSchema, {
  mustSetUpTwoFactor: z.boolean(),
  /** The fitting centres a staff account is limited to; empty: every centre (issue 38). */
  centreIds: z.array(z.string()),
});
export type Session = z.infer<typeof SessionSchema>;

export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.nullable(z.string()),
  recoveryCodesLeft: z.number(),
  /** Whether this account must have it (its role and the owner's setting). */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

/** A started enrolment: the secret to type in, the otpauth:// URI and its QR code. */
export const EnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** An SVG data URL of the URI's QR code. */
  qrCode: z.string(),
});
export type Enrolment = z.infer<typeof EnrolmentSchema>;

/** Fresh recovery codes, shown once. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** The owner's setting: whether staff must have two-factor sign-in too (owners always must). */
export const StaffTwoFactorSchema = z.object({
  requiredForStaff: z.boolean({ error: 'requiredForStaff must be true or false.' }),
});
export type StaffTwoFactor = z.infer<typeof StaffTwoFactorSchema>;
