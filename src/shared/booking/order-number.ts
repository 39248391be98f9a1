import { indiaDateParts, indiaDay } from '#shared/site/india-time.ts';

/**
 * Order numbers: HSRPBOOKING/{year}/{MM}{DD}{6 random digits}, dated in India Standard Time.
 * The month and day must look like one; whether the date exists is isCurrentOrderNumber's job.
 */
export const ORDER_NUMBER_PATTERN =
  /^HSRPBOOKING\/\d{4}\/(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])[1-9]\d{5}$/;

/**
 * What a customer may type to find their order: the whole number or only its last ten digits
 * (the date and random part, which is what people read out and copy from an SMS).
 */
export const ORDER_LOOKUP_PATTERN =
  /^(?:HSRPBOOKING\/\d{4}\/)?(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])[1-9]\d{5}$/;

/** How many years back a look-up by the last ten digits searches (GST keeps records 8 years). */
const LOOKUP_YEARS = 8;

/**
 * The order numbers a look-up (ORDER_LOOKUP_PATTERN) may mean, newest first: the number itself,
 * or, for the last ten digits alone, that tail in each of the last LOOKUP_YEARS India years.
 */
export function orderNumbersFor(lookup: string, now: Date): string[] {
  if (isOrderNumber(lookup)) return [lookup];
  const year = Number(indiaDateParts(now).year);
  return Array.from({ length: LOOKUP_YEARS }, (_, back) => `HSRPBOOKING/${year - back}/${lookup}`);
}

/** The last ten digits of an order number or a look-up: one rate-limit key for both ways in. */
export const orderNumberTail = (lookup: string) => lookup.slice(-10);

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

/** The India date an order number carries, as YYYY-MM-DD; undefined when it is no order number. */
export function orderNumberDay(orderId: string): string | undefined {
  if (!isOrderNumber(orderId)) return undefined;
  const [, year = '', monthDay = ''] = orderId.split('/');
  return `${year}-${monthDay.slice(0, 2)}-${monthDay.slice(2, 4)}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a new booking may carry this order number at `now`: it is dated today in India, or
 * yesterday (the customer opened the payment page before midnight and paid after it). Any other
 * date, and a date that does not exist (31 Feb), is refused: the browser makes the number, and
 * nothing else keeps a caller from choosing one.
 */
export function isCurrentOrderNumber(orderId: string, now: Date): boolean {
  const day = orderNumberDay(orderId);
  return day === indiaDay(now) || day === indiaDay(new Date(now.getTime() - DAY_MS));
}
