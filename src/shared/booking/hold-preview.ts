import * as z from 'zod/mini';

/**
 * GET /api/bookings/hold: until when a booking submitted now would hold its place while its
 * payment is checked (UTC ISO). The server decides it; the payment page only shows it.
 */
export const HoldPreviewSchema = z.object({ holdUntil: z.string() });
export type HoldPreview = z.infer<typeof HoldPreviewSchema>;
