import * as z from 'zod/mini';
import { VEHICLE_TYPES, type VehicleType } from '#shared/catalog/services.ts';
import { MAX_HOME_CHARGE } from '#shared/pricing/home-charge.ts';

/**
 * Where home fitting is offered (decision 0051): the owner's list of PIN codes, PIN ranges and
 * postal districts, each served from a fitting centre whose home slots its visits take. India
 * Post's PIN names its sorting district by its first three digits (and its region by the first
 * two), so a district is written as that prefix: "560" is every PIN from 560000 to 560999. A
 * revenue district would need India Post's PIN directory, which this software does not ship.
 */

export const MAX_SERVICE_AREAS = 500;

export const SERVICE_AREA_MESSAGES = {
  pins: 'Write a PIN code (560001), a range (560001-560099) or a district’s first 2 or 3 digits (560).',
  rangeOrder: 'A PIN range must start at or below where it ends (560001-560099).',
  count: `Please list at most ${MAX_SERVICE_AREAS} areas.`,
  twice: 'The same area is listed twice.',
  centre: 'Please choose the fitting centre that serves this area.',
  homeCharge: `A home-fitting charge is whole rupees from 0 to ${MAX_HOME_CHARGE.toLocaleString('en-IN')}; leave it empty for none.`,
} as const;

/**
 * What the owner asks extra for home fitting in an area (issue 38), per vehicle type: whole
 * rupees as the customer pays them, GST included when registered (price.ts withHomeCharge). A
 * vehicle type left out, or 0, is fitted at home for nothing extra.
 */
export type HomeCharges = Partial<Record<VehicleType, number>>;

const HomeChargeSchema = z.optional(
  z
    .number({ error: SERVICE_AREA_MESSAGES.homeCharge })
    .check(
      z.int(SERVICE_AREA_MESSAGES.homeCharge),
      z.gte(0, SERVICE_AREA_MESSAGES.homeCharge),
      z.lte(MAX_HOME_CHARGE, SERVICE_AREA_MESSAGES.homeCharge),
    ),
);
export const HomeChargesSchema = z.object(
  Object.fromEntries(VEHICLE_TYPES.map((type) => [type, HomeChargeSchema])) as Record<
    VehicleType,
    typeof HomeChargeSchema
  >,
);

/** Only the charges that ask for something: an empty field and 0 both mean none. */
export function chargesSet(charges: HomeCharges | undefined): HomeCharges {
  return Object.fromEntries(
    VEHICLE_TYPES.flatMap((type) => {
      const charge = charges?.[type] ?? 0;
      return charge > 0 ? [[type, charge]] : [];
    }),
  );
}

/** The charge for a vehicle type, 0 when none is set. */
export const homeChargeFor = (charges: HomeCharges | undefined, vehicleType: VehicleType) =>
  charges?.[vehicleType] ?? 0;

const PIN = '[1-9]\\d{5}';
const AREA = new RegExp(`^(?:(${PIN})(?:\\s*-\\s*(${PIN}))?|([1-9]\\d{1,2}))$`);

/** The PINs an area takes in, first and last inclusive, or undefined when it is not one. */
export function areaRange(pins: string): { from: string; to: string } | undefined {
  const match = AREA.exec(pins.trim());
  if (!match) return undefined;
  const [, from, to, prefix] = match;
  if (prefix) return { from: prefix.padEnd(6, '0'), to: prefix.padEnd(6, '9') };
  if (!from) return undefined;
  return { from, to: to ?? from };
}

export const ServiceAreaInputSchema = z
  .object({
    pins: z.string({ error: SERVICE_AREA_MESSAGES.pins }).check(
      z.trim(),
      z.overwrite((value) => value.replace(/\s*-\s*/, '-')),
      z.refine((value) => areaRange(value) !== undefined, SERVICE_AREA_MESSAGES.pins),
    ),
    centreId: z
      .string({ error: SERVICE_AREA_MESSAGES.centre })
      .check(z.minLength(1, SERVICE_AREA_MESSAGES.centre)),
    homeCharges: z.optional(HomeChargesSchema),
  })
  .check(
    z.refine(
      (area) => {
        const range = areaRange(area.pins);
        return !range || range.from <= range.to;
      },
      { message: SERVICE_AREA_MESSAGES.rangeOrder, path: ['pins'] },
    ),
  );
export type ServiceAreaInput = z.infer<typeof ServiceAreaInputSchema>;

/** The whole list, saved at once (admin Home service areas page). */
export const ServiceAreaListSchema = z.object({
  areas: z.array(ServiceAreaInputSchema).check(
    z.maxLength(MAX_SERVICE_AREAS, SERVICE_AREA_MESSAGES.count),
    // Said at the row listed again, so the page shows it there.
    z.superRefine((areas, ctx) => {
      const seen = new Set<string>();
      areas.forEach((area, row) => {
        if (seen.has(area.pins)) {
          ctx.addIssue({
            code: 'custom',
            message: SERVICE_AREA_MESSAGES.twice,
            path: [row, 'pins'],
            input: area.pins,
          });
        }
        seen.add(area.pins);
      });
    }),
  ),
});
export type ServiceAreaList = z.infer<typeof ServiceAreaListSchema>;

export interface ServiceArea extends ServiceAreaInput {
  from: string;
  to: string;
}

/**
 * The area whose home visits serve `pincode`, or undefined outside every area. The narrowest
 * area wins (a PIN listed on its own before its district), then the owner's order.
 */
export function areaFor<T extends Pick<ServiceArea, 'from' | 'to'>>(
  areas: readonly T[],
  pincode: string,
): T | undefined {
  let best: T | undefined;
  for (const area of areas) {
    if (pincode < area.from || pincode > area.to) continue;
    if (!best || Number(area.to) - Number(area.from) < Number(best.to) - Number(best.from)) {
      best = area;
    }
  }
  return best;
}
