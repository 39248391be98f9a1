import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_SETTINGS, priceFromSettings } from './price.ts';
import {
  byPricedChoice,
  byService,
  lowestTotal,
  mapPricedChoices,
  PRICED_CHOICES,
  type ServicePricing,
} from './service-pricing.ts';

describe('what a price is set for', () => {
  it('is each service with each vehicle type it allows: nine pairs in the site order', () => {
    expect(PRICED_CHOICES.map((c) => `${c.service}/${c.vehicleType}`)).toEqual([
      'HSRP_WITH_COLOR/TWO_WHEELER',
      'HSRP_WITH_COLOR/FOUR_WHEELER',
      'TWO_WHEELER_PLATE/TWO_WHEELER',
      'FOUR_WHEELER_PLATE/FOUR_WHEELER',
      'ONLY_COLOR_STICKERS/TWO_WHEELER',
      'ONLY_COLOR_STICKERS/FOUR_WHEELER',
      'ELECTRIC_VEHICLE_PLATE/TWO_WHEELER',
      'ELECTRIC_VEHICLE_PLATE/FOUR_WHEELER',
      'TRACTOR_TRAILER_PLATE/FOUR_WHEELER',
    ]);
  });

  it('makes records with no value for a vehicle type the service does not allow', () => {
    const record = byPricedChoice(({ vehicleType }) => vehicleType.length);
    expect(record.TWO_WHEELER_PLATE).toEqual({ TWO_WHEELER: 11 });
    expect(record.HSRP_WITH_COLOR).toEqual({ TWO_WHEELER: 11, FOUR_WHEELER: 12 });
    const doubled = mapPricedChoices(record, (value, choice) => `${choice.service}:${value * 2}`);
    expect(doubled.TRACTOR_TRAILER_PLATE).toEqual({ FOUR_WHEELER: 'TRACTOR_TRAILER_PLATE:24' });
  });
});

describe('the "from" price of a service', () => {
  const defaults: ServicePricing = byPricedChoice(({ vehicleType }) =>
    priceFromSettings(DEFAULT_PRICING_SETTINGS[vehicleType], true),
  );

  it('is the lowest total among its vehicle types', () => {
    expect(lowestTotal(defaults, 'HSRP_WITH_COLOR')).toBe(699);
    expect(lowestTotal(defaults, 'FOUR_WHEELER_PLATE')).toBe(899);
  });

  it('follows a price set for one vehicle type of one service only', () => {
    const pricing = mapPricedChoices(defaults, (price, { service, vehicleType }) =>
      service === 'ONLY_COLOR_STICKERS' && vehicleType === 'FOUR_WHEELER'
        ? priceFromSettings({ targetTotal: 199, gstPct: 18, serviceCharge: 0 }, true)
        : price,
    );
    expect(lowestTotal(pricing, 'ONLY_COLOR_STICKERS')).toBe(199);
    expect(lowestTotal(pricing, 'HSRP_WITH_COLOR')).toBe(699);
  });

  it('is unknown when no price of the service is known', () => {
    const none: ServicePricing = byService(() => ({}));
    expect(lowestTotal(none, 'HSRP_WITH_COLOR')).toBeUndefined();
  });
});
