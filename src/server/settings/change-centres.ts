/**
 * The owner's fitting centres and home service areas (decision 0051), each change in one
 * transaction with its audit entry. Closing a centre is refused while it is the last one open
 * or while a home service area is still served from it: customers there could not book.
 */
import type { Kysely } from 'kysely';
import { type AuditActor, recordAudit } from '#server/audit/record-audit.ts';
import type { Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import {
  findCentre,
  insertCentre,
  listCentres,
  updateCentre,
} from '#server/repositories/fitting-centres.repository.ts';
import { markGoLiveReviewed } from '#server/repositories/go-live-reviews.repository.ts';
import {
  listServiceAreas,
  replaceServiceAreas,
} from '#server/repositories/service-areas.repository.ts';
import {
  CENTRE_MESSAGES,
  type FittingCentre,
  type FittingCentreInput,
} from '#shared/centres/fitting-centre.ts';
import {
  chargesSet,
  SERVICE_AREA_MESSAGES,
  type ServiceAreaInput,
  type ServiceAreaList,
} from '#shared/centres/service-areas.ts';

/** The 409 for closing a centre home visits still go out from, naming the areas to move first. */
export const servesAreasMessage = (pins: readonly string[]) =>
  `Home service areas are still served from this centre: ${pins.join(', ')}. Move them to another centre first.`;

/** The list as saved and audited: the home-fitting charges only where an area has some. */
export const areasOf = ({ areas }: { areas: readonly ServiceAreaInput[] }) =>
  areas.map(({ pins, centreId, homeCharges }) => {
    const charges = chargesSet(homeCharges);
    return Object.keys(charges).length > 0
      ? { pins, centreId, homeCharges: charges }
      : { pins, centreId };
  });

/** A new centre goes after the others; customers see it at once when it is open. */
export async function addCentre(
  db: Kysely<Database>,
  input: FittingCentreInput,
  actor: AuditActor,
): Promise<FittingCentre> {
  return db.transaction().execute(async (trx) => {
    const id = await insertCentre(trx, input, actor.email);
    await recordAudit(trx, actor, {
      kind: 'centre-added',
      subject: input.name,
      before: null,
      after: input,
    });
    // A centre's calendar saved: its fitting days and slots are reviewed (go-live checklist).
    await markGoLiveReviewed(trx, 'fittingDays', actor.email);
    const added = await findCentre(trx, id);
    if (!added) throw new Error(`The centre just added is missing: ${id}`);
    return added;
  });
}

/**
 * Saves a centre's details, calendar and open/closed. Bookings already made keep their centre and
 * places; the new rules apply to what is booked from now on.
 */
export async function changeCentre(
  db: Kysely<Database>,
  id: string,
  input: FittingCentreInput,
  actor: AuditActor,
): Promise<FittingCentre> {
  return db.transaction().execute(async (trx) => {
    const before = await findCentre(trx, id);
    if (!before) throw new HttpError(404, CENTRE_MESSAGES.unknown);
    if (before.active && !input.active) {
      const othersOpen = (await listCentres(trx)).some((c) => c.id !== id && c.active);
      if (!othersOpen) throw new HttpError(409, CENTRE_MESSAGES.lastActive);
      const served = (await listServiceAreas(trx)).filter((area) => area.centreId === id);
      if (served.length > 0) {
        throw new HttpError(409, servesAreasMessage(served.map((area) => area.pins)));
      }
    }
    await updateCentre(trx, id, input, actor.email);
    const { id: _, position: __, ...was } = before;
    await recordAudit(trx, actor, {
      kind: 'centre-changed',
      subject: input.name,
      before: was,
      after: input,
    });
    await markGoLiveReviewed(trx, 'fittingDays', actor.email);
    return { ...input, id, position: before.position };
  });
}

/**
 * Replaces the whole list of home service areas. Each must be served from a centre that exists
 * and is open (a closed one takes no bookings); the refusal names the row's field, as the schema's
 * own do ("areas.2.centreId").
 */
export async function changeServiceAreas(
  db: Kysely<Database>,
  list: ServiceAreaList,
  actor: AuditActor,
): Promise<ServiceAreaList> {
  return db.transaction().execute(async (trx) => {
    const open = new Set(
      (await listCentres(trx)).filter((centre) => centre.active).map((centre) => centre.id),
    );
    const wrong = list.areas.findIndex((area) => !open.has(area.centreId));
    if (wrong >= 0) {
      throw new HttpError(400, SERVICE_AREA_MESSAGES.centre, {
        [`areas.${wrong}.centreId`]: SERVICE_AREA_MESSAGES.centre,
      });
    }
    const before = await listServiceAreas(trx);
    await replaceServiceAreas(trx, list.areas);
    await recordAudit(trx, actor, {
      kind: 'service-areas-changed',
      subject: 'Home service areas',
      before: areasOf({ areas: before }),
      after: areasOf(list),
    });
    return { areas: areasOf(list) };
  });
}
