import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { keyedError } from '#server/http/http-error.ts';
import { findCentre, listCentres } from '#server/repositories/fitting-centres.repository.ts';
import { areaServing } from '#server/repositories/service-areas.repository.ts';
import type { BookingForm } from '#shared/booking/booking-schema.ts';
import type { FittingCentre } from '#shared/centres/fitting-centre.ts';
import { type HomeCharges, homeChargeFor } from '#shared/centres/service-areas.ts';
import { withHomeCharge } from '#shared/pricing/home-charge.ts';
import type { Price } from '#shared/pricing/price.ts';

type FittingChoice = Pick<BookingForm, 'installation' | 'pincode' | 'address' | 'centreId'>;

/** Where a booking is fitted: its centre, and for a home visit the charges of the PIN's area. */
export interface FittingPlaceChoice {
  centre: FittingCentre;
  /** The area's home-fitting charges (issue 38); undefined for a dealer installation. */
  homeCharges: HomeCharges | undefined;
}

/** The price with the home-fitting charge of the place's area for this vehicle type, if any. */
export const pricedAt = (
  price: Price,
  place: Pick<FittingPlaceChoice, 'homeCharges'>,
  vehicleType: Pick<BookingForm, 'vehicleType'>['vehicleType'],
): Price => withHomeCharge(price, homeChargeFor(place.homeCharges, vehicleType));

/**
 * The centre a booking is fitted at (decision 0051), decided here and not by the page: for home
 * installation, the centre whose service area takes in the PIN (a street address required); for
 * dealer installation, the open centre chosen, or the only one when the page named none. Throws
 * the 400 the form shows otherwise.
 */
export async function centreForBooking(
  db: Kysely<Database>,
  choice: FittingChoice,
): Promise<FittingPlaceChoice> {
  if (choice.installation === 'home') {
    if (!choice.address?.trim()) throw keyedError(400, 'addressRequiredForHome', 'address');
    const home = await homeServiceAt(db, choice.pincode);
    if (!home) throw keyedError(400, 'homeNotServed', 'installation');
    return home;
  }
  return { centre: await dealerCentre(db, choice), homeCharges: undefined };
}

async function dealerCentre(db: Kysely<Database>, choice: FittingChoice): Promise<FittingCentre> {
  if (choice.centreId) {
    const centre = await findCentre(db, choice.centreId);
    if (!centre?.active) throw keyedError(400, 'centreUnavailable', 'centreId');
    return centre;
  }
  const open = (await listCentres(db)).filter((centre) => centre.active);
  if (open.length === 1 && open[0]) return open[0];
  throw keyedError(400, 'centreRequired', 'centreId');
}

/**
 * Who visits `pincode` for a home fitting: the open centre of the narrowest area that takes it
 * in, with that area's charges; undefined where no open centre's area does.
 */
async function homeServiceAt(
  db: Kysely<Database>,
  pincode: string,
): Promise<FittingPlaceChoice | undefined> {
  const area = await areaServing(db, pincode);
  if (!area) return undefined;
  const centre = await findCentre(db, area.centreId);
  return centre?.active ? { centre, homeCharges: area.homeCharges } : undefined;
}

/**
 * The home-fitting charges of the area that visits `pincode` (for the payment QR's amount), or
 * undefined when the installation is not at home or no open centre's area takes the PIN in.
 */
export async function homeChargesAt(
  db: Kysely<Database>,
  installation: FittingChoice['installation'] | undefined,
  pincode: string | undefined,
): Promise<HomeCharges | undefined> {
  if (installation !== 'home' || !pincode) return undefined;
  return (await homeServiceAt(db, pincode))?.homeCharges;
}
