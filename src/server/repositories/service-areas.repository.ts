import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import {
  areaFor,
  areaRange,
  chargesSet,
  type HomeCharges,
  type ServiceArea,
  type ServiceAreaInput,
} from '#shared/centres/service-areas.ts';

const AREA_COLUMNS = ['pins', 'centreId', 'fromPin as from', 'toPin as to', 'homeCharges'] as const;

/** A stored row as the area it is: its charges parsed (migration 0034), only those set. */
function areaOf({
  homeCharges,
  ...area
}: Omit<ServiceArea, 'homeCharges'> & { homeCharges: string }) {
  return { ...area, homeCharges: chargesSet(parseCharges(homeCharges)) };
}

function parseCharges(json: string): HomeCharges | undefined {
  try {
    return JSON.parse(json) as HomeCharges;
  } catch {
    return undefined;
  }
}

/** Every area in the owner's order. */
export async function listServiceAreas(db: Kysely<Database>): Promise<ServiceArea[]> {
  const rows = await db
    .selectFrom('serviceAreas')
    .select(AREA_COLUMNS)
    .orderBy('position')
    .execute();
  return rows.map(areaOf);
}

/** The area whose centre's fitters visit `pincode` (the narrowest that takes it in), if any. */
export async function areaServing(
  db: Kysely<Database>,
  pincode: string,
): Promise<ServiceArea | undefined> {
  // Six-digit PINs compare as text in number order.
  const candidates = await db
    .selectFrom('serviceAreas')
    .select(AREA_COLUMNS)
    .where('fromPin', '<=', pincode)
    .where('toPin', '>=', pincode)
    .orderBy('position')
    .execute();
  return areaFor(candidates.map(areaOf), pincode);
}

/** Replaces the whole list, in the caller's transaction (areas parsed by ServiceAreaListSchema). */
export async function replaceServiceAreas(
  trx: Kysely<Database>,
  areas: readonly ServiceAreaInput[],
): Promise<void> {
  await trx.deleteFrom('serviceAreas').execute();
  if (areas.length === 0) return;
  await trx
    .insertInto('serviceAreas')
    .values(
      areas.map((area, position) => {
        const range = areaRange(area.pins);
        if (!range) throw new Error(`Not a service area: ${area.pins}`);
        return {
          id: randomUUID(),
          pins: area.pins,
          fromPin: range.from,
          toPin: range.to,
          centreId: area.centreId,
          position,
          homeCharges: JSON.stringify(chargesSet(area.homeCharges)),
        };
      }),
    )
    .execute();
}
