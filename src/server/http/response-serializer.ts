import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

/**
 * Writes responses with fast-json-stringify from the routes' own zod schemas, turned into JSON
 * Schema. Handlers' answers are already checked against those schemas when they compile (the zod
 * type provider), so encoding each one through zod again at run time only proved that once more,
 * and cost more than the rest of writing a page of bookings. Only the properties a schema names
 * are written, as before: nothing else a row holds can leak. A schema that JSON Schema cannot
 * express (a transform, say) keeps zod's serializer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<$ZodType> = (routeSchema) => {
  // Compiled on a route's first answer: compiling all of them made start-up (and every test's
  // app) about 50 ms slower, for routes an instance may never answer.
  let write: Writer | undefined;
  return (data) => {
    write ??= compileWriter(routeSchema.schema, routeSchema);
    return write(data);
  };
};

type Writer = (data: unknown) => string;

const writers = new WeakMap<$ZodType, Writer>();

/** The writer of a schema that is part of an answer (json-in-turns.ts), compiled once. */
export function writerOf(schema: $ZodType): Writer {
  let write = writers.get(schema);
  if (!write) {
    write = compileWriter(schema, { method: 'part of an answer', url: '' });
    writers.set(schema, write);
  }
  return write;
}

function compileWriter(schema: $ZodType, route: { method: string; url: string }): Writer {
  let jsonSchema: object;
  try {
    jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    });
  } catch {
    return zodSerializerCompiler({ schema, ...route }) as Writer;
  }
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
}
