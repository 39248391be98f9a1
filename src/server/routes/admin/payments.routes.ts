import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { auditActor } from '#server/auth/audit-actor.ts';
import { ErrorResponseSchema, validationFailure } from '#server/http/error-schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import { jsonInTurns } from '#server/http/json-in-turns.ts';
import { readForm } from '#server/http/read-form.ts';
import { dismissLine, matchLineByHand } from '#server/payments/line-decisions.ts';
import { paymentsQueue } from '#server/payments/payments-queue.ts';
import { MAX_STATEMENT_BYTES, StatementError } from '#server/payments/read-statement.ts';
import type { StatementReadLimits } from '#server/payments/read-statement-file.ts';
import { reopenLapsedBooking } from '#server/payments/reopen-lapsed.ts';
import {
  applyStatement,
  previewStatement,
  type StatementUpload,
} from '#server/payments/statement-import.ts';
import { getStatementMapping } from '#server/repositories/statement-mapping.repository.ts';
import { changeStatementMapping } from '#server/settings/change-settings.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import {
  DismissLineSchema,
  ManualMatchSchema,
  PaymentsQueueQuerySchema,
  PaymentsQueueSchema,
  ReopenLapsedSchema,
  SavedMappingSchema,
  SaveMappingSchema,
  StatementAppliedSchema,
  type StatementPreview,
  StatementPreviewSchema,
  type StatementRefusal,
  StatementRefusalSchema,
  StatementUploadFieldsSchema,
  StoredLineSchema,
} from '#shared/payments/payment-matching.ts';
import {
  type StatementLayoutChoice,
  StatementLayoutChoiceSchema,
} from '#shared/payments/statement-mapping.ts';
import type { AdminContext } from './admin-context.ts';

const LineIdParamsSchema = z.object({ id: z.string().max(100) });

/** The multipart form of a statement upload, checked; a bad one is a 400 with a readable message. */
async function readUpload(
  request: FastifyRequest,
  limits: StatementReadLimits,
): Promise<StatementUpload> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Please upload the statement as a file (multipart form).');
  }
  const { fields, file, fileName } = await readForm(request, {
    fileField: 'file',
    fileNoun: 'statement',
    maxFileBytes: MAX_STATEMENT_BYTES,
  });
  const parsed = StatementUploadFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const failure = validationFailure(parsed.error.issues);
    throw new HttpError(400, failure.message, failure.fieldErrors);
  }
  if (!file) throw new HttpError(400, 'Please choose the statement file.');
  const { layout, daysBefore, daysAfter } = parsed.data;
  return {
    fileName: (fileName || 'statement').slice(0, 200),
    bytes: file,
    layout: layout === undefined || layout === '' ? undefined : layoutChoice(layout),
    window: { daysBefore, daysAfter },
    limits,
  };
}

function layoutChoice(text: string): StatementLayoutChoice {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The layout is not valid JSON: choose a bank or a saved mapping.');
  }
  const parsed = StatementLayoutChoiceSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  // A union answers "Invalid input"; the branch the upload chose ({preset} or {mapping}) says why.
  const [issue] = parsed.error.issues;
  const branch = typeof json === 'object' && json && 'mapping' in json ? 1 : 0;
  const message =
    issue?.code === 'invalid_union' && typeof json === 'object' && json
      ? issue.errors[branch]?.[0]?.message
      : undefined;
  throw new HttpError(400, message ?? 'Please choose a bank or a saved mapping.');
}

/**
 * A statement that cannot be read is the staff's file's problem: a 400 naming line and column,
 * and when no layout fitted, the headers seen and the closest preset's (StatementRefusalSchema).
 */
async function asStatementAnswer<T>(
  reply: FastifyReply,
  work: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof StatementError)) throw error;
    const refusal: StatementRefusal = {
      message: error.message,
      ...(error.mismatch ? { mismatch: error.mismatch } : {}),
    };
    return reply.code(400).send(refusal);
  }
}

/**
 * A statement's answer, its thousands of lines written between turns of the event loop and sent
 * as they are written (json-in-turns.ts), through writers compiled from the route's own schema.
 */
function answerInTurns(
  reply: FastifyReply,
  schema: typeof StatementPreviewSchema | typeof StatementAppliedSchema,
  answer: StatementPreview,
): FastifyReply {
  const json = Readable.from(jsonInTurns(schema, 'lines', answer));
  return reply.type('application/json; charset=utf-8').send(json);
}

const statementAnswers = (ok: typeof StatementPreviewSchema | typeof StatementAppliedSchema) => ({
  200: ok,
  400: StatementRefusalSchema,
  '4xx': ErrorResponseSchema,
});

/**
 * The Payments desk (docs/product.md#payment-desk): bank statements in, bookings confirmed,
 * leftovers for staff.
 */
export const adminPaymentsRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, ctx) => {
  app.post(
    API_PATHS.admin.paymentsPreview,
    { schema: { response: statementAnswers(StatementPreviewSchema) } },
    async (request, reply) => {
      const upload = await readUpload(request, ctx.statementReadLimits);
      return asStatementAnswer(reply, async () =>
        answerInTurns(reply, StatementPreviewSchema, await previewStatement(ctx.db, upload)),
      );
    },
  );

  app.post(
    API_PATHS.admin.paymentsApply,
    { schema: { response: statementAnswers(StatementAppliedSchema) } },
    async (request, reply) => {
      const upload = await readUpload(request, ctx.statementReadLimits);
      return asStatementAnswer(reply, async () =>
        answerInTurns(
          reply,
          StatementAppliedSchema,
          await applyStatement(ctx.db, upload, auditActor(request), ctx.mail),
        ),
      );
    },
  );

  app.get(
    API_PATHS.admin.paymentsQueue,
    {
      schema: {
        querystring: PaymentsQueueQuerySchema,
        response: { 200: PaymentsQueueSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request) => paymentsQueue(ctx.db, request.query.waitingDays),
  );

  app.post(
    API_PATHS.admin.paymentsLineMatchRoute,
    {
      schema: {
        params: LineIdParamsSchema,
        body: ManualMatchSchema,
        response: { 200: StoredLineSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request) =>
      matchLineByHand(
        ctx.db,
        request.params.id,
        request.body.bookingId,
        auditActor(request),
        ctx.mail,
      ),
  );

  app.post(
    API_PATHS.admin.paymentsLineDismissRoute,
    {
      schema: {
        params: LineIdParamsSchema,
        body: DismissLineSchema,
        response: { 200: StoredLineSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request) =>
      dismissLine(ctx.db, request.params.id, request.body.note, auditActor(request)),
  );

  app.post(
    API_PATHS.admin.paymentsLineReopenRoute,
    {
      schema: {
        params: LineIdParamsSchema,
        body: ReopenLapsedSchema,
        response: { 200: StoredLineSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request) =>
      reopenLapsedBooking(ctx.db, request.params.id, request.body, auditActor(request), ctx.mail),
  );

  app.get(
    API_PATHS.admin.paymentsMapping,
    { schema: { response: { 200: SavedMappingSchema, '4xx': ErrorResponseSchema } } },
    async () => ({ mapping: await getStatementMapping(ctx.db.kysely) }),
  );

  app.put(
    API_PATHS.admin.paymentsMapping,
    {
      schema: {
        body: SaveMappingSchema,
        response: { 200: SavedMappingSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request) => {
      const { mapping } = request.body;
      await changeStatementMapping(ctx.db.kysely, mapping, auditActor(request));
      return { mapping };
    },
  );
};
