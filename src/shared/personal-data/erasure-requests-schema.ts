import * as z from 'zod/mini';

/** Staff's list of open erasure requests (until the complaints queue shows them). */
export const ErasureRequestListSchema = z.object({
  requests: z.array(
    z.object({
      id: z.string(),
      bookingId: z.string(),
      orderId: z.string(),
      status: z.string(),
      requestedAt: z.string(),
    }),
  ),
});
export type ErasureRequestList = z.infer<typeof ErasureRequestListSchema>;
