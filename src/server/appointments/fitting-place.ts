import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { keyedError } from '#server/http/http-error.ts';
import { findCentre, listCentres } from '#server/repositories/fitting-centres.repository.ts';
import { areaServing } from '#server/repositories/service-areas.repository.ts';
import type { BookingForm } from '#shared/booking/booking-schema.ts';
import type { FittingCentre } from '#shared/centres/fitting-centre.ts';

type FittingChoice = Pick<BookingForm, 'installation' | 'pincode' | 'address' | 'centreId'>;

/**
 * The centre a booking is fitted at (decision 0051), decided here and not by the page: for home
 * installation, the centre whose service area takes in the PIN (a street address required); for
 * dealer installation, the open centre chosen, or the only one when the page named none. Throws
 * the 400 the form shows otherwise.
 */
export async function centreForBooking(
  db: Kysely<Database>,
  choice: FittingChoice,
): Promise<FittingCentre> {
  if (choice.installation === 'home') {
    if (!choice.address?.trim()) throw keyedError(400, 'addressRequiredForHome', 'address');
    const area = await areaServing(db, choice.pincode);
    const centre = area && (await findCentre(db, area.centreId));
    if (!centre?.active) throw keyedError(400, 'homeNotServed', 'installation');
    return centre;
  }
  if (choice.centreId) {
    const centre = await findCentre(db, choice.centreId);
    if (!centre?.active) throw keyedError(400, 'centreUnavailable', 'centreId');
    return centre;
  }
  const open = (await listCentres(db)).filter((centre) => centre.active);
  if (open.length === 1 && open[0]) return open[0];
  throw keyedError(400, 'centreRequired', 'centreId');
}
