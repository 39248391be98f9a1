import * as z from 'zod/mini';
import { LOCALE_CODES } from '#shared/site/locales.ts';

/**
 * GET /api/bookings/hold: until when a booking submitted now would hold its place while its
 * payment is checked (UTC ISO), and that time as the pages write it in each language ("Sat 28
 * Nov, 6:00 pm", India time). The server decides it; the payment page only shows it, with no date
 * code of its own on the customer's path (tests/e2e/bundle-budget.spec.ts).
 */
/** ?centre=…: the hours run on that fitting centre's working days (the first centre's if none). */
export const HoldPreviewQuerySchema = z.object({
  centre: z.optional(z.string().check(z.maxLength(64))),
});

export const HoldPreviewSchema = z.object({
  holdUntil: z.string(),
  shown: z.record(z.enum(LOCALE_CODES), z.string()),
});
export type HoldPreview = z.infer<typeof HoldPreviewSchema>;
