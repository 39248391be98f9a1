/*
 * The tax arithmetic alone, apart from price.ts, so the payment page can add a home-fitting
 * charge (home-charge.ts) without the customer path carrying how prices are made from settings.
 */

/** What an admin sets per service and vehicle type: the total the customer pays and its split. */
export interface PricingSettings {
  targetTotal: number;
  gstPct: number;
  serviceCharge: number;
}

/**
 * The percent in hundredths (18.08 → 1808). Percents step by 0.01, and in binary 16.15 / 100 is not
 * exact: computing in whole hundredths keeps a true half rupee a half, so it rounds up as it should.
 */
const basisPoints = (pct: number) => Math.round(pct * 100);

/** GST on a taxable value, rounded to whole rupees (s.170 allows rounding to the rupee). */
export function gstOn(taxableValue: number, gstPct: number): number {
  return Math.round((taxableValue * basisPoints(gstPct)) / 10_000);
}

/**
 * The taxable value (base + service charge) whose value plus GST on it is the target: the nearest
 * to target ÷ (1 + GST%), or a rupee either side when that one's rounded GST misses the target.
 * Some targets no value reaches (29 at 18%: 24 + 4 = 28, 25 + 5 = 30): then the nearest.
 */
export function deriveTaxableValue({ targetTotal, gstPct }: PricingSettings): number {
  const nearest = Math.round((targetTotal * 10_000) / (10_000 + basisPoints(gstPct)));
  const hits = [nearest, nearest - 1, nearest + 1].find(
    (value) => value >= 0 && value + gstOn(value, gstPct) === targetTotal,
  );
  return Math.max(0, hits ?? nearest);
}
