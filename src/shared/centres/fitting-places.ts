import * as z from 'zod/mini';
import { messageKey } from '#shared/validation/form-messages.ts';
import { PublicCentreSchema } from './fitting-centre.ts';
import { HomeChargesSchema } from './service-areas.ts';

/** GET /api/fitting-places?pincode=560001: where a customer at that PIN can have plates fitted. */
export const FittingPlacesQuerySchema = z.object({
  pincode: z
    .string({ error: messageKey('pincodeRequired') })
    .check(z.trim(), z.regex(/^[1-9]\d{5}$/, messageKey('pincodeRequired'))),
});

export const FittingPlacesSchema = z.object({
  pincode: z.string(),
  /**
   * The centre whose fitters visit this PIN (its home slots), or null: no home fitting here; with
   * what home fitting costs extra per vehicle type (issue 38), GST included: {} when nothing.
   */
  home: z.nullable(z.object({ centreId: z.string(), charges: HomeChargesSchema })),
  /** Centres open for bookings, nearest the PIN first, each with its first day a dealer slot is free. */
  centres: z.array(z.object({ ...PublicCentreSchema.shape, nextOpenDay: z.nullable(z.string()) })),
});
export type FittingPlaces = z.infer<typeof FittingPlacesSchema>;
export type FittingPlace = FittingPlaces['centres'][number];
