/**
 * Centres nearest a customer's PIN first (decision 0051). A PIN's digits narrow from region to
 * sorting district to post office, so the more leading digits two PINs share the nearer they
 * are; among equals, the smaller difference, then the owner's order. No map service is asked:
 * it is a postal nearness, good enough to put the town's centre above another state's.
 */
export function nearestFirst<T extends { pincode: string; position: number }>(
  centres: readonly T[],
  pincode: string,
): T[] {
  const shared = (pin: string) => {
    let n = 0;
    while (n < 6 && pin[n] === pincode[n]) n++;
    return n;
  };
  return centres
    .map((centre) => ({
      centre,
      shared: shared(centre.pincode),
      gap: Math.abs(Number(centre.pincode) - Number(pincode)),
    }))
    .sort((a, b) => b.shared - a.shared || a.gap - b.gap || a.centre.position - b.centre.position)
    .map(({ centre }) => centre);
}
