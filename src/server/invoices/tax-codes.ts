import type { ServiceKey } from '#shared/catalog/services.ts';

/**
 * The HSN code printed on tax invoices for each service. 8310 is "sign-plates, name-plates,
 * address-plates and similar plates, numbers, letters and other symbols, of base metal": the
 * aluminium registration plates. The third-registration colour sticker is part of the same HSRP
 * set (Central Motor Vehicles Rules, rule 50), so the sticker-only service is listed under it
 * too; if the business's accountant classifies a service otherwise, this is the one place to change.
 */
export const HSN_CODES: Record<ServiceKey, string> = {
  HSRP_WITH_COLOR: '8310',
  TWO_WHEELER_PLATE: '8310',
  FOUR_WHEELER_PLATE: '8310',
  ONLY_COLOR_STICKERS: '8310',
  ELECTRIC_VEHICLE_PLATE: '8310',
  TRACTOR_TRAILER_PLATE: '8310',
};
