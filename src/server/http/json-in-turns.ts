import { setImmediate as nextTurn } from 'node:timers/promises';
import type { $ZodArray, $ZodObject } from 'zod/v4/core';
import { inChunks } from '#server/db/in-chunks.ts';
import { writerOf } from './response-serializer.ts';

/** Items of the long list written per turn of the event loop. */
const ITEMS_PER_TURN = 1_000;

/**
 * An answer with one long list (a statement's 10,000 lines, 5 MB of JSON) as JSON text in parts,
 * a chunk of the list a part, with a turn of the event loop before each: written and sent at once
 * it held the main thread for 60–250 ms, every other request waiting (decision 0031). Sent as a
 * stream, a part is written when the connection has taken the one before. Each part goes through
 * a writer compiled from the route's own schema, as every other answer does, so only what the
 * schema names is written.
 */
export async function* jsonInTurns<Key extends string>(
  schema: $ZodObject<Record<Key, $ZodArray>>,
  listKey: Key,
  data: Record<Key, readonly unknown[]>,
): AsyncGenerator<string> {
  const writeList = writerOf(schema._zod.def.shape[listKey]);
  const envelope = writerOf(schema)({ ...data, [listKey]: [] });
  // The empty list's place: keys are written as JSON.stringify writes them and a quote inside a
  // string value is escaped, so this is the list's own key (no property before it shares it).
  const at = `${JSON.stringify(listKey)}:[]`;
  const index = envelope.indexOf(at);
  if (index < 0) throw new Error(`The answer's writer left out "${listKey}"`);
  const listStart = index + at.length - 1;
  // A process's first answer compiles the writers (about 50 ms): the list starts a turn later.
  await nextTurn();
  yield envelope.slice(0, listStart);
  let first = true;
  for await (const chunk of inChunks(data[listKey], ITEMS_PER_TURN)) {
    // Each chunk is written as a list of its own: its items, without the brackets.
    const items = writeList(chunk).slice(1, -1);
    yield first ? items : `,${items}`;
    first = false;
  }
  yield envelope.slice(listStart);
}
