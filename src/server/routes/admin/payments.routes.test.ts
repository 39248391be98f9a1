import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveSiteInfo } from '#server/repositories/site-info.repository.ts';
import { ADMIN_EMAIL, signedInAdmin } from '#server/testing/admin-session.ts';
import { auditRecords } from '#server/testing/audit-trail.ts';
import {
  bookWithReference,
  FIRST_LINE,
  hdfcStatement as hdfcRows,
  hdfcUpiNarration,
  rupees,
  tableCounts,
} from '#server/testing/payments-desk.ts';
import { csvOf, xlsxOf } from '#server/testing/statement-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { AdminBooking } from '#shared/admin/admin-bookings.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type {
  PaymentsQueue,
  StatementApplied,
  StatementPreview,
  StoredLine,
} from '#shared/payments/payment-matching.ts';
import { sumOfCounts } from '#shared/payments/statement-counts.ts';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp();
  headers = await signedInAdmin(t);
});
afterEach(async () => {
  await t.close();
});

/** A UPI credit or debit of the HDFC statement these tests upload. */
interface BankLine {
  /** dd/mm/yy */
  date: string;
  utr: string;
  credit?: string;
  debit?: string;
}

const hdfcStatement = (lines: BankLine[]) =>
  hdfcRows(
    lines.map(({ utr, ...line }) => ({
      ...line,
      narration: hdfcUpiNarration(utr),
      reference: utr,
    })),
  );

const book = (txnId: string, at?: Date) => bookWithReference(t, txnId, at);

function upload(
  path: string,
  file: Buffer,
  fields: Record<string, string> = { layout: '{"preset":"hdfc"}' },
  fileName = 'hdfc-nov.csv',
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([file]), fileName);
  return t.app.inject({ method: 'POST', url: path, headers, payload: form });
}

const preview = (file: Buffer, fields?: Record<string, string>) =>
  upload(API_PATHS.admin.paymentsPreview, file, fields);
const apply = (file: Buffer, fields?: Record<string, string>) =>
  upload(API_PATHS.admin.paymentsApply, file, fields);

async function bookingById(id: string): Promise<AdminBooking> {
  const res = await t.app.inject({ method: 'GET', url: API_PATHS.admin.bookings, headers });
  const found = (res.json().bookings as AdminBooking[]).find((booking) => booking.id === id);
  if (!found) throw new Error(`booking ${id} not listed`);
  return found;
}

const counts = () => tableCounts(t);

async function queue(query = ''): Promise<PaymentsQueue> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${API_PATHS.admin.paymentsQueue}${query}`,
    headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('payments desk: statement preview and apply', () => {
  it('previews what would be confirmed and changes nothing', async () => {
    const booking = await book('412398765432');
    const before = await counts();
    const res = await preview(
      csvOf(
        hdfcStatement([
          { date: '23/11/26', utr: '412398765432', credit: rupees(booking.priceTotal) },
        ]),
      ),
    );
    expect(res.statusCode).toBe(200);
    const body: StatementPreview = res.json();
    expect(body).toMatchObject({ fileName: 'hdfc-nov.csv', format: 'csv', layout: 'hdfc' });
    expect(body.lines).toEqual([
      expect.objectContaining({
        lineNumber: FIRST_LINE,
        outcome: 'confirm',
        reason: null,
        amountPaise: booking.priceTotal * 100,
        booking: expect.objectContaining({ id: booking.id, orderId: booking.orderId }),
      }),
    ]);
    // The HDFC preamble, its header and the one credit: every line accounted for.
    expect(body.counts).toMatchObject({ header: 1, confirm: 1, unmatched: 0 });
    expect(sumOfCounts(body.counts)).toBe(body.counts.linesRead);
    expect(await counts()).toEqual(before);
    expect((await bookingById(booking.id)).status).toBe('PAYMENT_SUBMITTED');
  });

  it('applies: confirms the booking with the line in its history and the mail, once', async () => {
    const booking = await book('412398765432');
    const file = csvOf(
      hdfcStatement([
        { date: '23/11/26', utr: '412398765432', credit: rupees(booking.priceTotal) },
        { date: '23/11/26', utr: '412398765432', credit: rupees(booking.priceTotal) },
      ]),
    );
    const res = await apply(file);
    expect(res.statusCode).toBe(200);
    const applied: StatementApplied = res.json();
    expect(applied.lines.map((line) => line.outcome)).toEqual(['confirm', 'duplicate-in-file']);

    const confirmed = await bookingById(booking.id);
    expect(confirmed.status).toBe('CONFIRMED');
    expect(confirmed.bankLine).toEqual({
      date: '2026-11-23',
      amountPaise: booking.priceTotal * 100,
      description: 'UPI-RAHUL SHARMA-rahul@okhdfcbank-HDFC0001234-412398765432-HSRP BOOKING',
      upiReference: '412398765432',
      fileName: 'hdfc-nov.csv',
      lineNumber: FIRST_LINE,
      decidedBy: ADMIN_EMAIL,
      decidedAt: expect.any(String),
    });
    expect(confirmed.history.at(-1)).toMatchObject({
      from: 'PAYMENT_SUBMITTED',
      to: 'CONFIRMED',
      by: ADMIN_EMAIL,
      note: `Confirmed from line ${FIRST_LINE} of statement hdfc-nov.csv (import ${applied.importId})`,
    });
    const mails = await t.db.kysely
      .selectFrom('outboxMails')
      .select('kind')
      .where('bookingId', '=', booking.id)
      .execute();
    expect(mails.map((mail) => mail.kind)).toContain('status-changed');
    const stored = await t.db.kysely.selectFrom('statementLines').selectAll().execute();
    expect(stored).toEqual([
      expect.objectContaining({ state: 'matched', bookingId: booking.id, decidedBy: ADMIN_EMAIL }),
    ]);
    // The audit trail: one entry for the import with its counts, one per booking it confirmed.
    const staff = { actorEmail: ADMIN_EMAIL, actorId: expect.any(String), address: '127.0.0.1' };
    expect(await auditRecords(t.db.kysely, 'statement-applied')).toEqual([
      expect.objectContaining({
        ...staff,
        subject: 'hdfc-nov.csv',
        before: null,
        after: expect.objectContaining({
          importId: applied.importId,
          upiLines: 2,
          newLines: 1,
          confirm: 1,
          unmatched: 0,
          duplicateInFile: 1,
          reversedStored: 0,
        }),
      }),
    ]);
    expect(await auditRecords(t.db.kysely, 'booking-status-changed')).toEqual([
      expect.objectContaining({
        ...staff,
        subject: booking.orderId,
        before: { status: 'PAYMENT_SUBMITTED' },
        after: { status: 'CONFIRMED', note: confirmed.history.at(-1)?.note },
      }),
    ]);

    // The same file again, and the same lines as an XLSX: nothing new, nothing confirmed twice.
    const before = await counts();
    for (const again of [
      file,
      await xlsxOf(
        hdfcStatement([
          { date: '23/11/26', utr: '412398765432', credit: rupees(booking.priceTotal) },
        ]),
      ),
    ]) {
      const second = await apply(again);
      expect(second.statusCode).toBe(200);
      expect((second.json() as StatementApplied).counts).toMatchObject({
        confirm: 0,
        unmatched: 0,
        alreadyImported: 1,
      });
    }
    const after = await counts();
    expect(after.lines).toBe(before.lines);
    expect(after.history).toBe(before.history);
    expect((await bookingById(booking.id)).history).toHaveLength(confirmed.history.length);
    expect(await auditRecords(t.db.kysely, 'statement-applied')).toHaveLength(3);
    expect(await auditRecords(t.db.kysely, 'booking-status-changed')).toHaveLength(1);
  });

  it('lists each credit that does not match with its reason, and bookings still waiting', async () => {
    const short = await book('111111111111');
    const late = await book('222222222222');
    const first = await book('333333333333');
    // A second booking with the same number, as bookings made before numbers were refused at
    // submit could be.
    const reused = await book('333333333399');
    await t.db.kysely
      .updateTable('bookings')
      .set({ txnId: '333333333333', duplicateTxn: 1 })
      .where('id', '=', reused.id)
      .execute();
    const waiting = await book('444444444444', new Date('2026-11-01T06:00:00.000Z'));
    const fresh = await book('555555555555', new Date());
    const res = await apply(
      csvOf(
        hdfcStatement([
          { date: '23/11/26', utr: '111111111111', credit: rupees(short.priceTotal - 100) },
          { date: '23/11/26', utr: '999999999999', credit: '500.00' },
          { date: '03/12/26', utr: '222222222222', credit: rupees(late.priceTotal) },
          { date: '23/11/26', utr: '333333333333', credit: rupees(first.priceTotal) },
        ]),
      ),
    );
    expect(res.statusCode).toBe(200);
    const reasons = (res.json() as StatementApplied).lines.map((line) => [
      line.upiReference,
      line.outcome,
      line.reason,
    ]);
    expect(reasons).toEqual([
      ['111111111111', 'unmatched', 'amount-differs'],
      ['999999999999', 'unmatched', 'reference-unknown'],
      ['222222222222', 'unmatched', 'outside-window'],
      ['333333333333', 'unmatched', 'reference-used'],
    ]);
    for (const booking of [short, late, first, reused]) {
      expect((await bookingById(booking.id)).status).toBe('PAYMENT_SUBMITTED');
    }
    const listed = await queue();
    expect(listed.unmatched.map((line) => [line.upiReference, line.reason])).toEqual([
      ['111111111111', 'amount-differs'],
      ['999999999999', 'reference-unknown'],
      ['333333333333', 'reference-used'],
      ['222222222222', 'outside-window'],
    ]);
    expect(listed.unmatched[0]?.booking).toMatchObject({
      id: short.id,
      totalPaise: short.priceTotal * 100,
    });
    expect(listed.waiting.map((booking) => booking.id)).toContain(waiting.id);
    expect(listed.waiting.map((booking) => booking.id)).not.toContain(fresh.id);

    // A wider window (staff's choice) would have matched the late credit.
    const wider = await preview(
      csvOf(
        hdfcStatement([{ date: '03/12/26', utr: '222222222222', credit: rupees(late.priceTotal) }]),
      ),
      { layout: '{"preset":"hdfc"}', daysAfter: '10' },
    );
    expect((wider.json() as StatementPreview).lines[0]).toMatchObject({
      outcome: 'already-imported',
    });
    const other = await book('666666666666');
    const windowed = await preview(
      csvOf(
        hdfcStatement([
          { date: '03/12/26', utr: '666666666666', credit: rupees(other.priceTotal) },
        ]),
      ),
      { layout: '{"preset":"hdfc"}', daysAfter: '10' },
    );
    expect((windowed.json() as StatementPreview).lines[0]).toMatchObject({ outcome: 'confirm' });
  });

  it('does not confirm a reversed credit, and flags a reversal of a confirmed one', async () => {
    const reversed = await book('412398765432');
    const paid = await book('512398765432');
    const res = await apply(
      csvOf(
        hdfcStatement([
          { date: '23/11/26', utr: '412398765432', credit: rupees(reversed.priceTotal) },
          { date: '24/11/26', utr: '412398765432', debit: rupees(reversed.priceTotal) },
          { date: '23/11/26', utr: '512398765432', credit: rupees(paid.priceTotal) },
          { date: '24/11/26', utr: '712398765432', debit: '250.00' },
        ]),
      ),
    );
    expect(res.statusCode).toBe(200);
    const body: StatementApplied = res.json();
    expect(body.lines.map((line) => line.outcome)).toEqual(['reversed', 'reversal', 'confirm']);
    expect(body.skipped.filter((line) => line.date !== '')).toEqual([
      expect.objectContaining({ why: 'UPI payment out' }),
    ]);
    expect((await bookingById(reversed.id)).status).toBe('PAYMENT_SUBMITTED');
    expect((await bookingById(paid.id)).status).toBe('CONFIRMED');

    const later = await apply(
      csvOf(
        hdfcStatement([{ date: '26/11/26', utr: '512398765432', debit: rupees(paid.priceTotal) }]),
      ),
    );
    expect((later.json() as StatementApplied).lines[0]).toMatchObject({
      outcome: 'unmatched',
      reason: 'reversal-after-confirmation',
      booking: expect.objectContaining({ id: paid.id }),
    });
    expect((await queue()).unmatched).toEqual([
      expect.objectContaining({ direction: 'debit', reason: 'reversal-after-confirmation' }),
    ]);
  });
});

describe('payments desk: a statement of many lines', () => {
  it('stores and confirms past the database parameter limit, in one go', async () => {
    const first = await book('400000000000');
    // 1,200 credits (more than two insert chunks): one pays the booking, the rest are unknown.
    const lines = Array.from({ length: 1_200 }, (_, i) => ({
      date: '23/11/26',
      utr: String(400_000_000_000 + i),
      credit: i === 0 ? rupees(first.priceTotal) : '250.00',
    }));
    const res = await apply(csvOf(hdfcStatement(lines)));
    expect(res.statusCode).toBe(200);
    expect((res.json() as StatementApplied).counts).toMatchObject({
      confirm: 1,
      unmatched: 1_199,
    });
    expect((await counts()).lines).toBe(1_200);
    expect((await bookingById(first.id)).bankLine?.upiReference).toBe('400000000000');
  });
});

describe('payments desk: confirming many bookings at once', () => {
  it('invoices them in the order of the statement, with one history entry and one mail each', async () => {
    await saveSiteInfo(
      t.db.kysely,
      { ...DEFAULT_SITE_INFO, gstin: '05ABCDE1234F1Z6' },
      ADMIN_EMAIL,
    );
    const bookings = [
      await book('500000000001'),
      await book('500000000002'),
      await book('500000000003'),
    ];
    const res = await apply(
      csvOf(
        hdfcStatement(
          [...bookings].reverse().map((booking) => ({
            date: '23/11/26',
            utr: booking.txnId,
            credit: rupees(booking.priceTotal),
          })),
        ),
      ),
    );
    expect(res.statusCode).toBe(200);
    const invoices = await t.db.kysely
      .selectFrom('invoices')
      .select(['bookingId', 'number'])
      .orderBy('sequence')
      .execute();
    expect(invoices.map((invoice) => invoice.bookingId)).toEqual(
      [...bookings].reverse().map((booking) => booking.id),
    );
    expect(invoices.map((invoice) => invoice.number)).toEqual([
      '2026-27/000001',
      '2026-27/000002',
      '2026-27/000003',
    ]);
    for (const booking of bookings) {
      const confirmed = await bookingById(booking.id);
      expect(confirmed.status).toBe('CONFIRMED');
      expect(confirmed.history.filter((entry) => entry.to === 'CONFIRMED')).toHaveLength(1);
      const mails = await t.db.kysely
        .selectFrom('outboxMails')
        .select('kind')
        .where('bookingId', '=', booking.id)
        .where('kind', '=', 'status-changed')
        .execute();
      expect(mails).toHaveLength(1);
    }
  });
});

describe('payments desk: the dashboard', () => {
  it("shows today's unverified money: bookings waiting and credits without a booking", async () => {
    const waiting = await book('222222222222');
    const paid = await book('333333333333');
    await apply(
      csvOf(
        hdfcStatement([
          { date: '23/11/26', utr: '333333333333', credit: rupees(paid.priceTotal) },
          { date: '23/11/26', utr: '999999999999', credit: '1,500.00' },
          { date: '23/11/26', utr: '888888888888', credit: '250.50' },
          { date: '23/11/26', utr: '777777777777', debit: '100.00' },
        ]),
      ),
    );
    const res = await t.app.inject({ method: 'GET', url: API_PATHS.admin.dashboard, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().unverifiedMoney).toEqual({
      bookingsWaiting: { count: 1, amountPaise: waiting.priceTotal * 100 },
      creditsWithoutBooking: { count: 2, amountPaise: 175_050 },
    });
  });
});

describe('payments desk: the saved column mapping', () => {
  const mapping = {
    date: 'Txn Posted Date',
    description: 'Transaction Remarks',
    amounts: { kind: 'amount-direction', amount: 'Amount', direction: 'Cr/Dr' },
  };
  const save = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: API_PATHS.admin.paymentsMapping, headers, payload: body });
  const saved = async () =>
    (await t.app.inject({ method: 'GET', url: API_PATHS.admin.paymentsMapping, headers })).json();

  it('is empty until staff save one, then reads back as saved', async () => {
    expect(await saved()).toEqual({ mapping: null });
    const res = await save({ mapping });
    expect(res.statusCode).toBe(200);
    const expected = { mapping: { ...mapping, dateOrder: 'day-month-year' } };
    expect(res.json()).toEqual(expected);
    expect(await saved()).toEqual(expected);
    expect(await auditRecords(t.db.kysely, 'statement-mapping-saved')).toEqual([
      expect.objectContaining({
        actorEmail: ADMIN_EMAIL,
        subject: 'Statement columns',
        before: null,
        after: expected.mapping,
      }),
    ]);
  });

  it('refuses a mapping without a needed column, naming it, and keeps the saved one', async () => {
    await save({ mapping });
    const res = await save({ mapping: { ...mapping, date: '  ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please name the date column.');
    expect((await saved()).mapping.date).toBe('Txn Posted Date');
    expect(await auditRecords(t.db.kysely, 'statement-mapping-saved')).toHaveLength(1);
  });

  it('reads a statement with the saved mapping', async () => {
    const booking = await book('412398765432');
    await save({ mapping });
    const file = csvOf([
      ['Txn Posted Date', 'Transaction Remarks', 'Amount', 'Cr/Dr'],
      ['23/11/2026', 'UPI/412398765432/HSRP/rahul@okaxis', rupees(booking.priceTotal), 'CR'],
    ]);
    const res = await preview(file, {
      layout: JSON.stringify({ mapping: (await saved()).mapping }),
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as StatementPreview).lines).toEqual([
      expect.objectContaining({
        outcome: 'confirm',
        booking: expect.objectContaining({ id: booking.id }),
      }),
    ]);
  });
});

describe('payments desk: staff decisions', () => {
  async function unmatchedLines(): Promise<StoredLine[]> {
    return (await queue()).unmatched;
  }

  it('matches a line to a booking by hand, recorded with who and when', async () => {
    const booking = await book('111111111111');
    await apply(
      csvOf(
        hdfcStatement([
          { date: '23/11/26', utr: '111111111111', credit: rupees(booking.priceTotal - 100) },
        ]),
      ),
    );
    const [line] = await unmatchedLines();
    if (!line) throw new Error('no unmatched line');
    const res = await t.app.inject({
      method: 'POST',
      url: API_PATHS.admin.paymentsLineMatch(line.id),
      headers,
      payload: { bookingId: booking.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'matched',
      reason: null,
      booking: { id: booking.id },
      decidedBy: ADMIN_EMAIL,
    });
    const confirmed = await bookingById(booking.id);
    expect(confirmed.status).toBe('CONFIRMED');
    expect(confirmed.history.at(-1)?.note).toBe(
      `Matched by hand to line ${FIRST_LINE} of statement hdfc-nov.csv (import ${line.importId})`,
    );
    expect(await unmatchedLines()).toEqual([]);
    expect(await auditRecords(t.db.kysely, 'statement-line-matched')).toEqual([
      expect.objectContaining({
        actorEmail: ADMIN_EMAIL,
        subject: `Line ${FIRST_LINE} of hdfc-nov.csv: credit of ₹${booking.priceTotal - 100}.00 on 2026-11-23, UPI 111111111111`,
        before: { state: 'unmatched', reason: line.reason },
        after: { state: 'matched', orderId: booking.orderId },
      }),
    ]);
    expect(await auditRecords(t.db.kysely, 'booking-status-changed')).toEqual([
      expect.objectContaining({
        subject: booking.orderId,
        after: expect.objectContaining({ status: 'CONFIRMED' }),
      }),
    ]);

    const again = await t.app.inject({
      method: 'POST',
      url: API_PATHS.admin.paymentsLineMatch(line.id),
      headers,
      payload: { bookingId: booking.id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already decided/);
  });

  it('refuses a second line for a booking and an unknown booking', async () => {
    const booking = await book('111111111111');
    await apply(
      csvOf(
        hdfcStatement([
          { date: '23/11/26', utr: '111111111111', credit: rupees(booking.priceTotal) },
          { date: '23/11/26', utr: '999999999999', credit: '500.00' },
        ]),
      ),
    );
    const [line] = await unmatchedLines();
    if (!line) throw new Error('no unmatched line');
    const match = (bookingId: string) =>
      t.app.inject({
        method: 'POST',
        url: API_PATHS.admin.paymentsLineMatch(line.id),
        headers,
        payload: { bookingId },
      });
    const taken = await match(booking.id);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/already matched to another bank line/);
    expect((await match('no-such-booking')).statusCode).toBe(404);
    expect((await unmatchedLines())[0]?.state).toBe('unmatched');
  });

  it('dismisses a line with a note, recorded with who and when', async () => {
    await apply(
      csvOf(hdfcStatement([{ date: '23/11/26', utr: '999999999999', credit: '500.00' }])),
    );
    const [line] = await unmatchedLines();
    if (!line) throw new Error('no unmatched line');
    const dismiss = (note: unknown) =>
      t.app.inject({
        method: 'POST',
        url: API_PATHS.admin.paymentsLineDismiss(line.id),
        headers,
        payload: { note },
      });
    const empty = await dismiss('  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please say why the line is dismissed.');
    const res = await dismiss('Owner paid himself back');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'dismissed',
      note: 'Owner paid himself back',
      decidedBy: ADMIN_EMAIL,
    });
    expect(Date.now() - Date.parse(res.json().decidedAt)).toBeLessThan(60_000);
    expect(await unmatchedLines()).toEqual([]);
    expect(await auditRecords(t.db.kysely, 'statement-line-dismissed')).toEqual([
      expect.objectContaining({
        actorEmail: ADMIN_EMAIL,
        subject: expect.stringMatching(/^Line \d+ of hdfc-nov\.csv: credit of ₹500\.00/),
        before: { state: 'unmatched', reason: line.reason },
        after: { state: 'dismissed', note: 'Owner paid himself back' },
      }),
    ]);
    expect((await dismiss('again')).statusCode).toBe(409);
    const missing = await t.app.inject({
      method: 'POST',
      url: API_PATHS.admin.paymentsLineDismiss('nope'),
      headers,
      payload: { note: 'x' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('payments desk: bad uploads store nothing', () => {
  it('refuses a file that cannot be read, naming the line, even after good lines', async () => {
    const booking = await book('412398765432');
    const before = await counts();
    const rows = hdfcStatement([
      { date: '23/11/26', utr: '412398765432', credit: rupees(booking.priceTotal) },
    ]);
    const broken = [...rows, ['24/11/26', 'UPI-X-123456789012-Y', '', '24/11/26', '', '=1+2', '']];
    for (const file of [csvOf(broken), Buffer.from('%PDF-1.4 not a statement')]) {
      const res = await apply(file);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const formula = await apply(csvOf(broken));
    expect(formula.json().message).toMatch(new RegExp(`^Line ${FIRST_LINE + 1}`));
    expect(await counts()).toEqual(before);
    expect((await bookingById(booking.id)).status).toBe('PAYMENT_SUBMITTED');
  });

  it('takes a statement over the image limit (5 MB) and refuses one over 20 MB', async () => {
    const booking = await book('412398765432');
    const cash = [
      '25/11/26',
      'CASH DEPOSIT BY - SELF',
      '',
      '25/11/26',
      '',
      '2,000.00',
      '1,61,655.50',
    ];
    const big = csvOf([
      ...hdfcStatement([
        { date: '23/11/26', utr: '412398765432', credit: rupees(booking.priceTotal) },
      ]),
      ...Array.from({ length: 90_000 }, () => cash),
    ]);
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const read = await preview(big);
    expect(read.json().message).toBeUndefined();
    expect(read.statusCode).toBe(200);
    expect((read.json() as StatementPreview).counts).toMatchObject({
      confirm: 1,
      noReference: 90_000,
    });

    const tooBig = await apply(
      Buffer.concat([big, Buffer.alloc(21 * 1024 * 1024 - big.length, 32)]),
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('The statement must be 20 MB or smaller.');
    expect(await counts()).toMatchObject({ imports: 0, lines: 0 });
    // Reads 90,000 rows and sends 27 MB: seconds, not the default 5, on a busy machine.
  }, 30_000);

  it('names the headers seen and the closest preset when no layout fits, and stores nothing', async () => {
    const file = csvOf([
      ['Txn Posted Date', 'Transaction Remarks', 'Credit Amt', 'Debit Amt', 'Running Balance'],
      ['23/11/2026', 'UPI/412398765432/HSRP', '699.00', '', '1,000.00'],
    ]);
    const res = await upload(API_PATHS.admin.paymentsPreview, file, {});
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.mismatch.headersSeen).toEqual([
      'Txn Posted Date',
      'Transaction Remarks',
      'Credit Amt',
      'Debit Amt',
      'Running Balance',
    ]);
    expect(body.mismatch.closest).toEqual({
      preset: expect.any(String),
      label: expect.any(String),
      expected: expect.arrayContaining([expect.any(String)]),
      missing: expect.any(Array),
    });
    expect(body.message).toContain('Txn Posted Date');
    expect(body.message).not.toMatch(/\ba [AEIOU]|\ba HDFC|\ba ICICI|\ba IDFC/);
    expect(await counts()).toMatchObject({ imports: 0, lines: 0 });
  });

  it('answers readable 4xx for a missing file, a bad layout or window', async () => {
    const file = csvOf(hdfcStatement([]));
    const noFile = await t.app.inject({
      method: 'POST',
      url: API_PATHS.admin.paymentsPreview,
      headers,
      payload: (() => {
        const form = new FormData();
        form.append('layout', '{"preset":"hdfc"}');
        return form;
      })(),
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Please choose the statement file.');
    expect((await preview(file, { layout: 'hdfc' })).json().message).toMatch(/not valid JSON/);
    expect((await preview(file, { layout: '{"preset":"yesbank"}' })).json().message).toBe(
      'Unknown bank.',
    );
    const window = await preview(file, { daysBefore: '-1' });
    expect(window.statusCode).toBe(400);
    expect(window.json().message).toBe('The days before the booking cannot be negative.');
    const json = await t.app.inject({
      method: 'POST',
      url: API_PATHS.admin.paymentsApply,
      headers,
      payload: {},
    });
    expect(json.statusCode).toBe(415);
    expect(await counts()).toMatchObject({ imports: 0, lines: 0 });
  });
});
