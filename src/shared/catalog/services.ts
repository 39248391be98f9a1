/**
 * The six plate services, in the order the site shows them
 * (docs/product.md#services-and-vehicle-types).
 */
export const SERVICE_KEYS = [
  'HSRP_WITH_COLOR',
  'TWO_WHEELER_PLATE',
  'FOUR_WHEELER_PLATE',
  'ONLY_COLOR_STICKERS',
  'ELECTRIC_VEHICLE_PLATE',
  'TRACTOR_TRAILER_PLATE',
] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];

export const VEHICLE_TYPES = ['TWO_WHEELER', 'FOUR_WHEELER'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** A record with a value for each vehicle type, in VEHICLE_TYPES order. */
export function byVehicleType<V>(
  valueFor: (vehicleType: VehicleType) => V,
): Record<VehicleType, V> {
  const entries = VEHICLE_TYPES.map((vehicleType) => [vehicleType, valueFor(vehicleType)]);
  return Object.fromEntries(entries) as Record<VehicleType, V>;
}

export const VEHICLE_TYPE_LABELS: Record<VehicleType, string> = {
  TWO_WHEELER: 'Two Wheeler',
  FOUR_WHEELER: 'Four Wheeler',
};

export interface Service {
  key: ServiceKey;
  title: string;
  summary: string;
  /** With one entry the vehicle type is fixed and chosen for the customer. */
  allowedVehicleTypes: readonly VehicleType[];
}

const BOTH = VEHICLE_TYPES;

export const SERVICES: Record<ServiceKey, Service> = {
  HSRP_WITH_COLOR: {
    key: 'HSRP_WITH_COLOR',
    title: 'HSRP with colour sticker',
    summary: 'Front and rear high-security plates with the fuel-type colour sticker.',
    allowedVehicleTypes: BOTH,
  },
  TWO_WHEELER_PLATE: {
    key: 'TWO_WHEELER_PLATE',
    title: 'Two Wheeler Number Plate',
    summary: 'High-security plates for scooters and motorcycles.',
    allowedVehicleTypes: ['TWO_WHEELER'],
  },
  FOUR_WHEELER_PLATE: {
    key: 'FOUR_WHEELER_PLATE',
    title: 'Four Wheeler Number Plate',
    summary: 'High-security plates for cars, jeeps and vans.',
    allowedVehicleTypes: ['FOUR_WHEELER'],
  },
  ONLY_COLOR_STICKERS: {
    key: 'ONLY_COLOR_STICKERS',
    title: 'Only Color Stickers',
    summary: 'The third-registration colour sticker for a vehicle that already has HSRP.',
    allowedVehicleTypes: BOTH,
  },
  ELECTRIC_VEHICLE_PLATE: {
    key: 'ELECTRIC_VEHICLE_PLATE',
    title: 'Electric Vehicle Number Plate',
    summary: 'Green-background plates for battery electric vehicles.',
    allowedVehicleTypes: BOTH,
  },
  TRACTOR_TRAILER_PLATE: {
    key: 'TRACTOR_TRAILER_PLATE',
    title: 'Tractor & Trailer Number Plate',
    summary: 'Plates for tractors and trailers used on public roads.',
    allowedVehicleTypes: ['FOUR_WHEELER'],
  },
};

export function isServiceKey(value: unknown): value is ServiceKey {
  return typeof value === 'string' && (SERVICE_KEYS as readonly string[]).includes(value);
}

export function isVehicleTypeAllowed(service: ServiceKey, vehicleType: VehicleType): boolean {
  return SERVICES[service].allowedVehicleTypes.includes(vehicleType);
}

/** The vehicle type chosen for the user when the service allows only one, else undefined. */
export function fixedVehicleType(service: ServiceKey): VehicleType | undefined {
  const allowed = SERVICES[service].allowedVehicleTypes;
  return allowed.length === 1 ? allowed[0] : undefined;
}
