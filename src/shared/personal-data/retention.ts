import * as z from 'zod/mini';

/**
 * How long customers' data is kept (DPDP Act 2023 s.8(7): erased once its purpose is over;
 * decision 0050). The owner sets the first two (admin, Customers' data); tax records are the
 * law's: CGST Act s.36 and Rule 56 keep books 72 months from the due date of the year's annual
 * return, which is about 8 years from an invoice at the start of a financial year.
 */
export const DEFAULT_RETENTION = {
  /** Payment screenshots are deleted this many days after the order is fulfilled or cancelled. */
  screenshotDays: 90,
  /** The address and e-mail of a closed order are blanked this many months after it closed. */
  contactMonths: 12,
} as const;

export const TAX_RECORD_YEARS = 8;

export const RETENTION_MESSAGES = {
  screenshotDays: 'Keep screenshots between 1 and 365 days after an order closes, in whole days.',
  contactMonths: 'Keep addresses and e-mails between 1 and 96 months after an order closes.',
} as const;

const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message));

export const RetentionSettingsSchema = z.object({
  screenshotDays: whole(1, 365, RETENTION_MESSAGES.screenshotDays),
  contactMonths: whole(1, 96, RETENTION_MESSAGES.contactMonths),
});
export type RetentionSettings = z.infer<typeof RetentionSettingsSchema>;

/** What the admin page shows: the settings and the last daily run's counts. */
export const RetentionPageSchema = z.object({
  settings: RetentionSettingsSchema,
  lastRun: z.nullable(
    z.object({
      day: z.string(),
      ranAt: z.string(),
      screenshotsDeleted: z.number(),
      contactsBlanked: z.number(),
    }),
  ),
});
export type RetentionPage = z.infer<typeof RetentionPageSchema>;
