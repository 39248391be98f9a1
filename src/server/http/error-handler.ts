import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '#server/db/database-unavailable.ts';
import { BODY_TOO_LARGE_MESSAGE } from './body-limit.ts';
import type { ErrorResponse } from './error-schema.ts';
import { errorAnswer, validationFailure } from './error-schema.ts';
import { HttpError } from './http-error.ts';

export const DATABASE_UNAVAILABLE =
  'The service is briefly unavailable. Please try again in a moment.';

/** Seconds a client should wait before trying again: long enough for a failover or a restart. */
const DATABASE_RETRY_AFTER_S = 10;

/** Fastify's own 4xx messages that a person may see, in words they can act on. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: BODY_TOO_LARGE_MESSAGE,
};

/**
 * One place that turns errors into answers: 4xx carry a readable message (a customer message's
 * English and its key, error-schema.ts), 5xx are logged with the request id and answered without
 * detail (no stack trace ever leaves the server). A database out
 * of reach is a known condition, not a fault: a 503 with our own message (never the error's) and
 * Retry-After, as the instance stays up and answers again once the database does.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | HttpError>((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? 'Invalid value.',
      }));
      return reply.code(400).send(validationFailure(issues));
    }
    if (isDatabaseUnavailable(error)) {
      // Its message only: node-postgres hangs the whole client object on some of these errors.
      request.log.warn({ reason: error.message }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send({ message: DATABASE_UNAVAILABLE } satisfies ErrorResponse);
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(errorAnswer('serverFault'));
    }
    const message = ('code' in error && FRAMEWORK_MESSAGES[error.code]) || error.message;
    const fields = error instanceof HttpError ? error.fieldErrors : undefined;
    return reply.code(statusCode).send(errorAnswer(message, fields));
  });
}
