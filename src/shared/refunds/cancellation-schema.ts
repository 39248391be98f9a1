import * as z from 'zod/mini';
import { TrackByLinkSchema } from '#shared/tracking/track-schema.ts';
import { messageKey } from '#shared/validation/form-messages.ts';
import { MULTI_LINE } from '#shared/validation/text-rules.ts';

export const CANCEL_REASON_MAX = 500;

/** The tracking page's "Cancel this booking": the link's secret and an optional reason. */
export const CancelByLinkSchema = z.object({
  ...TrackByLinkSchema.shape,
  reason: z._default(
    z
      .string({ error: messageKey('cancelReasonTooLong') })
      .check(
        z.trim(),
        z.maxLength(CANCEL_REASON_MAX, messageKey('cancelReasonTooLong')),
        z.regex(MULTI_LINE, messageKey('cancelReasonTooLong')),
      ),
    '',
  ),
});
export type CancelByLinkInput = z.input<typeof CancelByLinkSchema>;
