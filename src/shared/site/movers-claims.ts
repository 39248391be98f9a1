import * as z from 'zod/mini';
import { SINGLE_LINE } from '#shared/validation/text-rules.ts';

/**
 * The movers page's claims of fact: its rating, its record, the invoices it gives and the all-risk
 * insurance its damage promise rests on. India's
 * CCPA guidelines on misleading advertisements (2022, Consumer Protection Act 2019) ask that such
 * claims be substantiated, so the first-start figures are the spec's samples, shown to nobody
 * until the owner confirms each as true of their business.
 */
export const MOVERS_CLAIMS = [
  'rating',
  'moves',
  'cities',
  'onTime',
  'crewHours',
  'invoices',
  'insurance',
] as const;
export type MoversClaim = (typeof MOVERS_CLAIMS)[number];
/** The claims that are a yes or no ("Govt-approved invoices", "All-risk insurance"). */
export const MOVERS_YES_NO_CLAIMS = ['invoices', 'insurance'] as const;
type MoversYesNoClaim = (typeof MOVERS_YES_NO_CLAIMS)[number];
export type MoversFigureClaim = Exclude<MoversClaim, MoversYesNoClaim>;
const isYesNo = (claim: MoversClaim): claim is MoversYesNoClaim =>
  (MOVERS_YES_NO_CLAIMS as readonly MoversClaim[]).includes(claim);

const figure = (label: string, example: string) =>
  z
    .string({ error: `Please enter the ${label}, e.g. ${example}.` })
    .check(
      z.trim(),
      z.minLength(1, `Please enter the ${label}, e.g. ${example}.`),
      z.maxLength(12, `Please keep the ${label} under 12 characters, e.g. ${example}.`),
      z.regex(/\d/, `Please write the ${label} with digits, e.g. ${example}.`),
      z.regex(SINGLE_LINE, `Please remove line breaks from the ${label}.`),
    );

const RATING_MESSAGE = 'Please enter the rating as a number from 1 to 5, e.g. 4.6.';
const ON_TIME_MESSAGE = 'Please enter the share of on-time moves as a percentage, e.g. 95%.';

const figureClaim = <Figure extends z.ZodMiniType<string, string>>(figure: Figure) =>
  z.object({ figure, confirmed: z.boolean() });

/** The claims as the owner edits and the server keeps them (admin only: site-info settings). */
export const MoversClaimsSchema = z.object({
  rating: figureClaim(
    z
      .string({ error: RATING_MESSAGE })
      .check(z.trim(), z.regex(/^(?:[1-4](?:\.\d)?|5(?:\.0)?)$/, RATING_MESSAGE)),
  ),
  moves: figureClaim(figure('number of moves', '10k+')),
  cities: figureClaim(figure('number of cities', '120+')),
  onTime: figureClaim(
    z
      .string({ error: ON_TIME_MESSAGE })
      .check(z.trim(), z.regex(/^(?:100|\d{1,2}(?:\.\d)?)%$/, ON_TIME_MESSAGE)),
  ),
  crewHours: figureClaim(figure('hours of crew practice', '200+')),
  invoices: z.object({ confirmed: z.boolean() }),
  insurance: z.object({ confirmed: z.boolean() }),
});
export type MoversClaims = z.infer<typeof MoversClaimsSchema>;

/** First start: the spec's sample copy, none of it confirmed, so none of it shown. */
export const DEFAULT_MOVERS_CLAIMS: MoversClaims = {
  rating: { figure: '4.9', confirmed: false },
  moves: { figure: '10k+', confirmed: false },
  cities: { figure: '120+', confirmed: false },
  onTime: { figure: '99%', confirmed: false },
  crewHours: { figure: '200+', confirmed: false },
  invoices: { confirmed: false },
  insurance: { confirmed: false },
};

/** What the public movers page may show: the confirmed claims alone (their figures). */
export const ShownMoversClaimsSchema = z.object({
  rating: z.optional(z.string()),
  moves: z.optional(z.string()),
  cities: z.optional(z.string()),
  onTime: z.optional(z.string()),
  crewHours: z.optional(z.string()),
  invoices: z.optional(z.literal(true)),
  insurance: z.optional(z.literal(true)),
});
export type ShownMoversClaims = z.infer<typeof ShownMoversClaimsSchema>;

export function shownMoversClaims(claims: MoversClaims): ShownMoversClaims {
  const shown: ShownMoversClaims = {};
  for (const claim of MOVERS_CLAIMS) {
    if (isYesNo(claim)) {
      if (claims[claim].confirmed) shown[claim] = true;
    } else if (claims[claim].confirmed) {
      shown[claim] = claims[claim].figure;
    }
  }
  return shown;
}
