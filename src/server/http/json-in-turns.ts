import type { $ZodArray, $ZodObject } from 'zod/v4/core';
import { inChunks } from '#server/db/in-chunks.ts';
import { writerOf } from './response-serializer.ts';

/** Items of the long list written per turn of the event loop. */
const ITEMS_PER_TURN = 1_000;

/**
 * An answer with one long list (a statement's 10,000 lines, 5 MB of JSON) written a chunk of the
 * list at a time, with a turn of the event loop between chunks: written at once it held the main
 * thread for 60–250 ms, every other request waiting (decision 0031). Each part goes through a
 * writer compiled from the route's own schema, as every other answer does, so only what the
 * schema names is written; the route answers the text as JSON.
 */
export async function writeJsonInTurns<Key extends string>(
  schema: $ZodObject<Record<Key, $ZodArray>>,
  listKey: Key,
  data: Record<Key, readonly unknown[]>,
): Promise<string> {
  const list = data[listKey];
  const writeList = writerOf(schema._zod.def.shape[listKey]);
  const parts: string[] = [];
  for await (const chunk of inChunks(list, ITEMS_PER_TURN)) {
    // Each chunk is written as a list of its own: its items, without the brackets.
    parts.push(writeList(chunk).slice(1, -1));
  }
  const envelope = writerOf(schema)({ ...data, [listKey]: [] });
  // The empty list's place: keys are written as JSON.stringify writes them and a quote inside a
  // string value is escaped, so this is the list's own key (no property before it shares it).
  const at = `${JSON.stringify(listKey)}:[]`;
  const index = envelope.indexOf(at);
  if (index < 0) throw new Error(`The answer's writer left out "${listKey}"`);
  const listStart = index + at.length - 1;
  return `${envelope.slice(0, listStart)}${parts.join(',')}${envelope.slice(listStart)}`;
}
