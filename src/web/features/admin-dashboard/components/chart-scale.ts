/** The smallest "round" number (1, 2 or 5 times a power of ten) at or above `value`. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/**
 * The top of the bookings axis: a round number and even, so the middle line is a whole number
 * of bookings (0, 1, 2 rather than 0, 1, 1), and at least 2.
 */
export function bookingsAxisMax(mostBookingsInADay: number): number {
  return 2 * niceCeiling(Math.max(mostBookingsInADay, 2) / 2);
}
