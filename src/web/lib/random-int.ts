/** A uniform random integer in [min, max] from the browser's cryptographic generator. */
export function randomInt(min: number, max: number): number {
  const range = max - min + 1;
  // Rejection sampling: values past the last whole multiple of `range` would bias the result.
  const limit = Math.floor(0x1_0000_0000 / range) * range;
  const buffer = new Uint32Array(1);
  let value: number;
  do {
    crypto.getRandomValues(buffer);
    value = buffer[0] ?? 0;
  } while (value >= limit);
  return min + (value % range);
}
