import { indiaDateParts } from '../site/india-time';

/** Order numbers: HSRPBOOKING/{year}/{MM}{DD}{6 random digits}, dated in India Standard Time. */
export const ORDER_NUMBER_PATTERN = /^HSRPBOOKING\/\d{4}\/\d{4}[1-9]\d{5}$/;

export const ORDER_RANDOM_MIN = 100_000;
export const ORDER_RANDOM_MAX = 999_999;

/**
 * @param randomInt returns an integer in [min, max]; injected so the domain stays free of I/O
 *   (the browser passes crypto.getRandomValues, the server node:crypto.randomInt).
 */
export function createOrderNumber(
  now: Date,
  randomInt: (min: number, max: number) => number,
): string {
  const { year, month, day } = indiaDateParts(now);
  const random = randomInt(ORDER_RANDOM_MIN, ORDER_RANDOM_MAX);
  return `HSRPBOOKING/${year}/${month}${day}${random}`;
}

export function isOrderNumber(value: string): boolean {
  return ORDER_NUMBER_PATTERN.test(value);
}
