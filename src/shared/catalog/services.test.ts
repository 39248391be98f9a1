import { describe, expect, it } from 'vitest';
import {
  fixedVehicleType,
  isServiceKey,
  isVehicleTypeAllowed,
  SERVICE_KEYS,
  SERVICES,
  type ServiceKey,
  VEHICLE_TYPES,
  type VehicleType,
} from './services.ts';

/**
 * Service keys and titles, in the order the site lists them
 * (docs/product.md#services-and-vehicle-types).
 */
const SPEC_TITLES: Record<ServiceKey, string> = {
  HSRP_WITH_COLOR: 'HSRP with colour sticker',
  TWO_WHEELER_PLATE: 'Two Wheeler Number Plate',
  FOUR_WHEELER_PLATE: 'Four Wheeler Number Plate',
  ONLY_COLOR_STICKERS: 'Only Color Stickers',
  ELECTRIC_VEHICLE_PLATE: 'Electric Vehicle Number Plate',
  TRACTOR_TRAILER_PLATE: 'Tractor & Trailer Number Plate',
};

/** Allowed vehicle types per service (docs/product.md#services-and-vehicle-types). */
const SPEC_ALLOWED: Record<ServiceKey, VehicleType[]> = {
  ONLY_COLOR_STICKERS: ['TWO_WHEELER', 'FOUR_WHEELER'],
  HSRP_WITH_COLOR: ['TWO_WHEELER', 'FOUR_WHEELER'],
  ELECTRIC_VEHICLE_PLATE: ['TWO_WHEELER', 'FOUR_WHEELER'],
  TRACTOR_TRAILER_PLATE: ['FOUR_WHEELER'],
  TWO_WHEELER_PLATE: ['TWO_WHEELER'],
  FOUR_WHEELER_PLATE: ['FOUR_WHEELER'],
};

describe('the service catalogue', () => {
  it('offers exactly six services, plates with colour sticker first, in the order the site shows them', () => {
    expect(SERVICE_KEYS).toEqual([
      'HSRP_WITH_COLOR',
      'TWO_WHEELER_PLATE',
      'FOUR_WHEELER_PLATE',
      'ONLY_COLOR_STICKERS',
      'ELECTRIC_VEHICLE_PLATE',
      'TRACTOR_TRAILER_PLATE',
    ]);
    expect(Object.keys(SERVICES).sort()).toEqual([...SERVICE_KEYS].sort());
  });

  it.each(SERVICE_KEYS)('%s carries its own key and the title customers see', (key) => {
    expect(SERVICES[key].key).toBe(key);
    expect(SERVICES[key].title).toBe(SPEC_TITLES[key]);
  });

  it('knows only two-wheelers and four-wheelers', () => {
    expect(VEHICLE_TYPES).toEqual(['TWO_WHEELER', 'FOUR_WHEELER']);
  });
});

describe('vehicle types allowed per service', () => {
  it.each(SERVICE_KEYS)('%s is offered for exactly its vehicle types', (key) => {
    expect([...SERVICES[key].allowedVehicleTypes].sort()).toEqual([...SPEC_ALLOWED[key]].sort());
  });

  it.each(
    SERVICE_KEYS.flatMap((service) =>
      VEHICLE_TYPES.map((vehicleType) => ({
        service,
        vehicleType,
        allowed: SPEC_ALLOWED[service].includes(vehicleType),
      })),
    ),
  )('$service with $vehicleType is allowed: $allowed', ({ service, vehicleType, allowed }) => {
    expect(isVehicleTypeAllowed(service, vehicleType)).toBe(allowed);
  });
});

describe('the pre-selected vehicle type', () => {
  it.each([
    ['TWO_WHEELER_PLATE', 'TWO_WHEELER'],
    ['FOUR_WHEELER_PLATE', 'FOUR_WHEELER'],
    ['TRACTOR_TRAILER_PLATE', 'FOUR_WHEELER'],
  ] as const)('is fixed for %s (only %s is allowed)', (service, vehicleType) => {
    expect(fixedVehicleType(service)).toBe(vehicleType);
  });

  it.each(['HSRP_WITH_COLOR', 'ONLY_COLOR_STICKERS', 'ELECTRIC_VEHICLE_PLATE'] as const)(
    'is left for the customer to pick for %s',
    (service) => {
      expect(fixedVehicleType(service)).toBeUndefined();
    },
  );
});

describe('recognising a service key', () => {
  it.each(SERVICE_KEYS)('accepts %s', (key) => {
    expect(isServiceKey(key)).toBe(true);
  });

  it.each([
    ['an unknown key', 'BUS_PLATE'],
    ['a lower-case key', 'hsrp_with_color'],
    ['a title instead of a key', 'Two Wheeler Number Plate'],
    ['an empty string', ''],
    ['undefined', undefined],
    ['null', null],
    ['a number', 1],
    ['an object property name', 'toString'],
  ])('rejects %s', (_label, value) => {
    expect(isServiceKey(value)).toBe(false);
  });
});
