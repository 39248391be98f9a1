import {
  SERVICE_KEYS,
  SERVICES,
  type ServiceKey,
  VEHICLE_TYPES,
  type VehicleType,
} from '#shared/catalog/services.ts';
import type { Price } from './price.ts';

/** What a price is set for: a service for one of the vehicle types it allows. */
export interface PricedChoice {
  service: ServiceKey;
  vehicleType: VehicleType;
}

/** Every service with each vehicle type it allows, in the site's order (nine pairs). */
export const PRICED_CHOICES: readonly PricedChoice[] = SERVICE_KEYS.flatMap((service) =>
  VEHICLE_TYPES.filter((vehicleType) =>
    SERVICES[service].allowedVehicleTypes.includes(vehicleType),
  ).map((vehicleType) => ({ service, vehicleType })),
);

/** A record with a value for each service, in SERVICE_KEYS order. */
export function byService<V>(valueFor: (service: ServiceKey) => V): Record<ServiceKey, V> {
  const entries = SERVICE_KEYS.map((service) => [service, valueFor(service)]);
  return Object.fromEntries(entries) as Record<ServiceKey, V>;
}

/** A value per service, and in it per vehicle type that service allows (none for the others). */
export type ByPricedChoice<V> = Record<ServiceKey, Partial<Record<VehicleType, V>>>;

/** A record with a value for each priced choice, in PRICED_CHOICES order. */
export function byPricedChoice<V>(valueFor: (choice: PricedChoice) => V): ByPricedChoice<V> {
  const record = byService((): Partial<Record<VehicleType, V>> => ({}));
  for (const choice of PRICED_CHOICES) {
    record[choice.service][choice.vehicleType] = valueFor(choice);
  }
  return record;
}

/** The same record with each value mapped; a pair without a value stays without. */
export function mapPricedChoices<V, W>(
  record: ByPricedChoice<V>,
  map: (value: V, choice: PricedChoice) => W,
): ByPricedChoice<W> {
  const mapped = byService((): Partial<Record<VehicleType, W>> => ({}));
  for (const choice of PRICED_CHOICES) {
    const value = record[choice.service][choice.vehicleType];
    if (value !== undefined) mapped[choice.service][choice.vehicleType] = map(value, choice);
  }
  return mapped;
}

/** What customers pay for each service and vehicle type. */
export type ServicePricing = ByPricedChoice<Price>;

/** The lowest total among the service's vehicle types: its "from ₹…" (undefined when none known). */
export function lowestTotal(pricing: ServicePricing, service: ServiceKey): number | undefined {
  const totals = VEHICLE_TYPES.flatMap((vehicleType) => pricing[service][vehicleType]?.total ?? []);
  return totals.length > 0 ? Math.min(...totals) : undefined;
}
