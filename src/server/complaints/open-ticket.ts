import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import {
  type ComplaintRow,
  insertComplaint,
  lockComplaintSeries,
} from '#server/repositories/complaints.repository.ts';
import { type ComplaintKind, formatTicket } from '#shared/complaints/complaint-rules.ts';
import { indiaDateParts } from '#shared/site/india-time.ts';
import type { Locale } from '#shared/site/locale.ts';

export interface NewTicket {
  kind: ComplaintKind;
  name: string;
  /** Ten national digits of an Indian mobile (messaging/require-indian-mobile). */
  phone: string;
  email: string;
  orderId?: string;
  bookingId?: string;
  text: string;
  locale: Locale;
}

/**
 * Stores a ticket numbered on in its India calendar year's series ("C-2026-00001"), in `trx`:
 * the number is used if, and only if, the caller's transaction commits, and tickets opened at
 * once wait on the series' row, so they get consecutive numbers. It tells no one: the caller
 * notifies ({ type: 'complaint-received' }, as fileComplaint does) in the same transaction.
 */
export async function openTicket(
  trx: Kysely<Database>,
  ticket: NewTicket,
  now: Date,
): Promise<ComplaintRow> {
  const { year } = indiaDateParts(now);
  const sequence = (await lockComplaintSeries(trx, year)) + 1;
  const row: ComplaintRow = {
    id: randomUUID(),
    ticket: formatTicket(year, sequence),
    year,
    sequence,
    kind: ticket.kind,
    status: 'open',
    name: ticket.name,
    phone: ticket.phone,
    email: ticket.email,
    orderId: ticket.orderId || null,
    bookingId: ticket.bookingId ?? null,
    text: ticket.text,
    locale: ticket.locale,
    createdAt: now.toISOString(),
    answeredAt: null,
    closedAt: null,
    closedBy: null,
  };
  await insertComplaint(trx, row);
  return row;
}
