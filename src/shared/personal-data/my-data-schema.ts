import * as z from 'zod/mini';
import { TrackByLinkSchema } from '#shared/tracking/track-schema.ts';

export const MY_DATA_FORMATS = ['json', 'html'] as const;
export type MyDataFormat = (typeof MY_DATA_FORMATS)[number];

/** The tracking page's "Download my data": the link's secret and the file's kind. */
export const MyDataRequestSchema = z.object({
  ...TrackByLinkSchema.shape,
  format: z.enum(MY_DATA_FORMATS),
});
export type MyDataRequest = z.input<typeof MyDataRequestSchema>;

/** The answer to "Ask for erasure": when the (open) request was made. */
export const ErasureRequestedSchema = z.object({ requestedAt: z.string() });
export type ErasureRequested = z.infer<typeof ErasureRequestedSchema>;
