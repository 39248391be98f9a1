import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import {
  areaFor,
  areaRange,
  type ServiceArea,
  type ServiceAreaInput,
} from '#shared/centres/service-areas.ts';

/** Every area in the owner's order. */
export async function listServiceAreas(db: Kysely<Database>): Promise<ServiceArea[]> {
  return db
    .selectFrom('serviceAreas')
    .select(['pins', 'centreId', 'fromPin as from', 'toPin as to'])
    .orderBy('position')
    .execute();
}

/** The area whose centre's fitters visit `pincode` (the narrowest that takes it in), if any. */
export async function areaServing(
  db: Kysely<Database>,
  pincode: string,
): Promise<ServiceArea | undefined> {
  // Six-digit PINs compare as text in number order.
  const candidates = await db
    .selectFrom('serviceAreas')
    .select(['pins', 'centreId', 'fromPin as from', 'toPin as to'])
    .where('fromPin', '<=', pincode)
    .where('toPin', '>=', pincode)
    .orderBy('position')
    .execute();
  return areaFor(candidates, pincode);
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
        };
      }),
    )
    .execute();
}
