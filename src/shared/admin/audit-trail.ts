import * as z from 'zod/mini';
import { isCalendarDay } from '#shared/site/india-time.ts';
import { AUDIT_KINDS } from './audit-kinds.ts';

export const AUDIT_PAGE_SIZE = 50;

/** The person filter's value for entries without an account: failed sign-ins with unknown e-mails. */
export const UNKNOWN_PERSON = 'unknown';

const indiaDate = z.optional(
  z.string().check(z.trim(), z.refine(isCalendarDay, 'Please give dates as YYYY-MM-DD.')),
);

const filterShape = {
  /** An admin account's id, or UNKNOWN_PERSON. */
  person: z.optional(z.string().check(z.trim(), z.maxLength(100, 'Unknown person.'))),
  kind: z.optional(z.enum(AUDIT_KINDS, { error: 'Unknown kind of entry.' })),
  /** India dates, both ends included. */
  from: indiaDate,
  to: indiaDate,
};

const datesInOrder = z.refine<{ from?: string | undefined; to?: string | undefined }>(
  ({ from, to }) => !from || !to || from <= to,
  { message: 'The first date must not be after the last.', path: ['to'] },
);

/** Filters of the audit trail's list and of its CSV export. */
export const AuditFiltersSchema = z.object(filterShape).check(datesInOrder);
export type AuditFilters = z.infer<typeof AuditFiltersSchema>;

export const AuditListQuerySchema = z
  .object({ ...filterShape, cursor: z.optional(z.string().check(z.maxLength(200))) })
  .check(datesInOrder);

export const AuditEventSchema = z.object({
  id: z.string(),
  /** UTC ISO; shown in India time. */
  at: z.string(),
  /** The admin account, or null (a failed sign-in with an e-mail no account has). */
  actorId: z.nullable(z.string()),
  actorEmail: z.string(),
  address: z.string(),
  kind: z.enum(AUDIT_KINDS),
  subject: z.string(),
  /** JSON text, null where not applicable (describeAuditChanges reads them). */
  before: z.nullable(z.string()),
  after: z.nullable(z.string()),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

export const AuditPersonSchema = z.object({ id: z.string(), email: z.string() });
export type AuditPerson = z.infer<typeof AuditPersonSchema>;

export const AuditPageSchema = z.object({
  events: z.array(AuditEventSchema),
  nextCursor: z.nullable(z.string()),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;

/** Every admin account, revoked ones too (their entries stay), for the person filter. */
export const AuditPeopleSchema = z.object({ people: z.array(AuditPersonSchema) });
