/** Order numbers: HSRPBOOKING/{year}/{MM}{DD}{6 random digits}, dated in India Standard Time. */
export const ORDER_NUMBER_PATTERN = /^HSRPBOOKING\/\d{4}\/\d{4}[1-9]\d{5}$/;

export const ORDER_RANDOM_MIN = 100_000;
export const ORDER_RANDOM_MAX = 999_999;

const istDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * @param randomInt returns an integer in [min, max]; injected so the domain stays free of I/O
 *   (the browser passes crypto.getRandomValues, the server node:crypto.randomInt).
 */
export function createOrderNumber(
  now: Date,
  randomInt: (min: number, max: number) => number,
): string {
  const parts = Object.fromEntries(istDate.formatToParts(now).map((p) => [p.type, p.value]));
  const random = randomInt(ORDER_RANDOM_MIN, ORDER_RANDOM_MAX);
  return `HSRPBOOKING/${parts.year}/${parts.month}${parts.day}${random}`;
}

export function isOrderNumber(value: string): boolean {
  return ORDER_NUMBER_PATTERN.test(value);
}
