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
  let write: ((data: unknown) => string) | undefined;
  return (data) => {
    write ??= compileWriter(routeSchema);
    return write(data);
  };
};

function compileWriter(routeSchema: Parameters<typeof responseSerializerCompiler>[0]) {
  let jsonSchema: object;
  try {
    jsonSchema = z.toJSONSchema(routeSchema.schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    });
  } catch {
    return zodSerializerCompiler(routeSchema) as (data: unknown) => string;
  }
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
}
