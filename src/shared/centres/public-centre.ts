import * as z from 'zod/mini';

/** What customers see of a centre: where it is and how to reach it, not its rules. */
export const PublicCentreSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  pincode: z.string(),
  mapUrl: z.string(),
  phone: z.string(),
});
export type PublicCentre = z.infer<typeof PublicCentreSchema>;
