import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInAdmin } from '#server/testing/admin-session.ts';
import {
  APPLY,
  bookWithReference,
  FIRST_LINE,
  hdfcStatement,
  hdfcUpiNarration,
  PREVIEW,
  rupees,
  tableCounts,
  uploadStatement,
} from '#server/testing/payments-desk.ts';
import { KOTAK_COLUMN_UTR, KOTAK_NARRATION_UTR } from '#server/testing/statement-fixtures/story.ts';
import {
  csvOf,
  FIXTURES,
  fileOf,
  LAYOUT_FIXTURES,
  statementFixtureFile,
  xlsxOf,
} from '#server/testing/statement-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type {
  PaymentsQueue,
  StatementApplied,
  StatementPreview,
} from '#shared/payments/payment-matching.ts';
import { sumOfCounts } from '#shared/payments/statement-counts.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp();
  headers = await signedInAdmin(t);
});
afterEach(async () => {
  await t.close();
});

const UTR = '412398765432';
const MOBILE = '919876543210';
const OTHER = '523498765432';

describe('payments desk: a line with two UPI numbers', () => {
  it('confirms the booking one number belongs to, and lists the other line as ambiguous with both', async () => {
    const booking = await bookWithReference(t, UTR);
    const file = csvOf(
      hdfcStatement([
        // A payer's note holding a 91-prefixed mobile: the booking's number settles it.
        {
          date: '23/11/26',
          narration: hdfcUpiNarration(UTR, MOBILE),
          reference: '',
          credit: rupees(booking.priceTotal),
        },
        // Two numbers, no booking for either: staff decide.
        {
          date: '23/11/26',
          narration: hdfcUpiNarration(OTHER, MOBILE),
          reference: '',
          credit: '500.00',
        },
      ]),
    );
    const res = await uploadStatement(t, headers, APPLY, file);
    expect(res.statusCode).toBe(200);
    const applied: StatementApplied = res.json();
    expect(
      applied.lines.map(({ lineNumber, outcome, reason, upiReference, upiCandidates }) => ({
        lineNumber,
        outcome,
        reason,
        upiReference,
        candidates: [...upiCandidates].sort(),
      })),
    ).toEqual([
      {
        lineNumber: FIRST_LINE,
        outcome: 'confirm',
        reason: null,
        upiReference: UTR,
        candidates: [UTR, MOBILE],
      },
      {
        lineNumber: FIRST_LINE + 1,
        outcome: 'unmatched',
        reason: 'ambiguous-reference',
        upiReference: null,
        candidates: [OTHER, MOBILE],
      },
    ]);
    expect(applied.counts).toMatchObject({ confirm: 1, ambiguous: 1, unmatched: 0 });
    expect(sumOfCounts(applied.counts)).toBe(applied.counts.linesRead);

    // The queue shows both numbers of the open line (migration 0019 keeps them).
    const queue = await t.app.inject({
      method: 'GET',
      url: API_PATHS.admin.paymentsQueue,
      headers,
    });
    const unmatched = (queue.json() as PaymentsQueue).unmatched;
    expect(unmatched).toEqual([
      expect.objectContaining({ reason: 'ambiguous-reference', lineNumber: FIRST_LINE + 1 }),
    ]);
    expect([...(unmatched[0]?.upiCandidates ?? [])].sort()).toEqual([OTHER, MOBILE]);
    const stored = await t.db.kysely
      .selectFrom('statementLines')
      .select(['upiReference', 'state'])
      .orderBy('lineNumber')
      .execute();
    expect(stored).toEqual([
      { upiReference: UTR, state: 'matched' },
      // Stored by the lower number, so the same line read again finds itself.
      { upiReference: OTHER, state: 'unmatched' },
    ]);

    // The same file again: both lines already imported, nothing stored twice.
    const before = await tableCounts(t);
    const again = await uploadStatement(t, headers, APPLY, file);
    expect((again.json() as StatementApplied).counts).toMatchObject({
      alreadyImported: 2,
      confirm: 0,
      ambiguous: 0,
    });
    expect((await tableCounts(t)).lines).toBe(before.lines);
  });

  it('confirms a Kotak credit by the narration’s number, though the reference column holds another', async () => {
    // Kotak writes UPI-615719372785 in "Chq / Ref No." and UPI/…/615762270582/… in the
    // narration; the payer's app shows the narration's (see upi-reference.ts): both are tried.
    const booking = await bookWithReference(t, KOTAK_NARRATION_UTR);
    const file = await statementFixtureFile('kotak', 'csv');
    const res = await uploadStatement(t, headers, PREVIEW, file.bytes, {
      layout: '',
      fileName: file.fileName,
    });
    expect(res.statusCode).toBe(200);
    const line = (res.json() as StatementPreview).lines.find((each) =>
      each.upiCandidates.includes(KOTAK_COLUMN_UTR),
    );
    expect(line).toMatchObject({
      outcome: 'confirm',
      upiReference: KOTAK_NARRATION_UTR,
      booking: { id: booking.id },
    });
  });

  it('stays ambiguous when both numbers belong to waiting bookings', async () => {
    const first = await bookWithReference(t, UTR);
    await bookWithReference(t, OTHER);
    const res = await uploadStatement(
      t,
      headers,
      PREVIEW,
      csvOf(
        hdfcStatement([
          {
            date: '23/11/26',
            narration: hdfcUpiNarration(UTR, OTHER),
            reference: '',
            credit: rupees(first.priceTotal),
          },
        ]),
      ),
    );
    expect((res.json() as StatementPreview).lines).toEqual([
      expect.objectContaining({ outcome: 'unmatched', reason: 'ambiguous-reference' }),
    ]);
  });
});

describe('payments desk: every line accounted for', () => {
  it('adds up to the lines read for every real-layout fixture, in every kind of file its bank gives', async () => {
    for (const fixture of LAYOUT_FIXTURES) {
      for (const kind of fixture.kinds) {
        const file = await fileOf(fixture, kind);
        const res = await uploadStatement(t, headers, PREVIEW, file.bytes, {
          layout: '',
          fileName: file.fileName,
        });
        const what = `${fixture.id} as ${kind}`;
        expect(res.statusCode, `${what}: ${res.body}`).toBe(200);
        const { counts, layout, skipped } = res.json() as StatementPreview;
        expect(layout, what).toBe(fixture.bank);
        expect(counts.linesRead, what).toBeGreaterThan(fixture.expected.length);
        expect(sumOfCounts(counts), what).toBe(counts.linesRead);
        // The reader's own reasons, counted as the fixture says the bank's file holds them.
        expect(counts.skipped, what).toEqual(fixture.skipped);
        // Every line that confirms nothing and waits for no one is listed with why.
        expect(
          skipped.every((line) => line.why !== ''),
          what,
        ).toBe(true);
      }
    }
  }, 180_000);

  it('adds up for the first five banks’ story too, as CSV and as XLSX', async () => {
    for (const fixture of FIXTURES) {
      for (const [kind, file] of [
        ['csv', csvOf(fixture.rows)],
        ['xlsx', await xlsxOf(fixture.rows)],
      ] as const) {
        const res = await uploadStatement(t, headers, PREVIEW, file, {
          layout: '',
          fileName: `${fixture.bank}.${kind}`,
        });
        expect(res.statusCode, `${fixture.bank} ${kind}: ${res.body}`).toBe(200);
        const { counts } = res.json() as StatementPreview;
        expect(sumOfCounts(counts), `${fixture.bank} ${kind}`).toBe(counts.linesRead);
      }
    }
  }, 60_000);
});
