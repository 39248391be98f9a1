import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, ImagesTable } from '#server/db/schema.ts';

export type NewImage = Omit<ImagesTable, 'id' | 'createdAt'>;

export async function insertImage(
  db: Kysely<Database>,
  image: NewImage,
  now = new Date(),
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('images')
    .values({ ...image, id, createdAt: now.toISOString() })
    .execute();
  return id;
}

export async function getImage(db: Kysely<Database>, id: string): Promise<ImagesTable | undefined> {
  return db.selectFrom('images').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteImage(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('images').where('id', '=', id).execute();
}
