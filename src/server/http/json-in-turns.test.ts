import { describe, expect, it } from 'vitest';
import {
  type PreviewLine,
  type StatementApplied,
  StatementAppliedSchema,
} from '#shared/payments/payment-matching.ts';
import { jsonInTurns } from './json-in-turns.ts';
import { writerOf } from './response-serializer.ts';

/** An applied statement's parts as the connection would take them, put together. */
async function writeInTurns(answer: { lines: readonly unknown[] }): Promise<string> {
  let json = '';
  for await (const part of jsonInTurns(StatementAppliedSchema, 'lines', answer)) json += part;
  return json;
}

const line = (lineNumber: number): PreviewLine => ({
  lineNumber,
  date: '2026-11-22',
  amountPaise: 69_900,
  direction: 'credit',
  description: `UPI-ASHA "ASHU" VERMA-asha@okhdfcbank-412398765432 "lines":[] </script>`,
  upiReference: '412398765432',
  upiCandidates: ['412398765432'],
  outcome: lineNumber % 2 ? 'confirm' : 'unmatched',
  reason: lineNumber % 2 ? null : 'amount-differs',
  booking: null,
});

const applied = (count: number): StatementApplied => ({
  fileName: 'hdfc "lines":[].csv',
  format: 'csv',
  layout: 'hdfc',
  window: { daysBefore: 1, daysAfter: 3 },
  lines: Array.from({ length: count }, (_, i) => line(i + 1)),
  skipped: [{ lineNumber: 1, date: '', description: 'Account details', why: 'Preamble' }],
  counts: {
    linesRead: count + 2,
    header: 1,
    confirm: 0,
    matchedAlreadyConfirmed: 0,
    unmatched: count,
    ambiguous: 0,
    lapsed: 0,
    reversed: 0,
    reversal: 0,
    alreadyImported: 0,
    duplicateInFile: 0,
    noReference: 0,
    paidOut: 0,
    refundSeen: 0,
    ignored: 0,
    skipped: { preamble: 1 },
  },
  importId: 'import-1',
});

describe('writing an answer with a long list between turns', () => {
  it('writes exactly what the whole answer written at once would be', async () => {
    for (const count of [0, 1, 999, 1_000, 2_501]) {
      const answer = applied(count);
      const json = await writeInTurns(answer);
      expect(json).toBe(writerOf(StatementAppliedSchema)(answer));
      expect(JSON.parse(json)).toEqual(answer);
    }
  });

  it('writes only what the schema names, in the list and around it', async () => {
    const answer = applied(1_500);
    const leaky = {
      ...answer,
      secret: 'envelope',
      lines: answer.lines.map((l) => ({ ...l, passwordHash: 'line' })),
    };
    const json = await writeInTurns(leaky);
    expect(json).not.toContain('envelope');
    expect(json).not.toContain('passwordHash');
    expect(JSON.parse(json)).toEqual(answer);
  });

  it('lets the event loop run before the list and between its chunks', async () => {
    const turnBefore: boolean[] = [];
    let turned = false;
    const watch = () =>
      setImmediate(() => {
        turned = true;
      });
    watch();
    for await (const _part of jsonInTurns(StatementAppliedSchema, 'lines', applied(3_000))) {
      turnBefore.push(turned);
      turned = false;
      watch();
    }
    // The head, three chunks of 1,000 lines, the tail.
    expect(turnBefore).toEqual([true, false, true, true, false]);
  });
});
