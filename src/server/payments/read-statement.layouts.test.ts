import { describe, expect, it } from 'vitest';
import {
  fileOf,
  LAYOUT_FIXTURES,
  type LayoutFixture,
} from '#server/testing/statement-fixtures/index.ts';
import { collectStatement, readRows, readWholeStatement } from './read-statement.ts';
import type { ReadStatementResult, StatementFormat } from './statement-line.ts';
import { ALL_PRESET_LAYOUTS, PRESET_LAYOUTS } from './statement-presets.ts';
import type { StatementRow } from './statement-row.ts';

async function* rowsOf(rows: string[][]): AsyncGenerator<StatementRow> {
  for (const [index, cells] of rows.entries()) yield { line: index + 1, cells };
}

function expectReadAsFixture(result: ReadStatementResult, fixture: LayoutFixture) {
  expect(result.header).toMatchObject({ layout: fixture.bank, lineNumber: fixture.headerLine });
  expect(
    result.lines.map((line) => [line.date, line.amountPaise, line.direction, line.upiCandidates]),
  ).toEqual(fixture.expected);
  for (const line of result.lines) {
    expect(line.upiReference).toBe(line.upiCandidates.length === 1 ? line.upiCandidates[0] : null);
  }
  expect(result.ignored).toHaveLength(fixture.ignored);
  const reasons: Record<string, number> = {};
  for (const skipped of result.skipped)
    reasons[skipped.reason] = (reasons[skipped.reason] ?? 0) + 1;
  expect(reasons).toEqual(fixture.skipped);
  // Every non-empty row is accounted for exactly once.
  expect(result.linesRead).toBe(
    1 + result.lines.length + result.ignored.length + result.skipped.length,
  );
}

describe.each(LAYOUT_FIXTURES.filter((fixture) => fixture.rows.length > 0))(
  'the $id layout, as rows',
  (fixture) => {
    const format: StatementFormat = fixture.kinds[0] === 'pdf' ? 'pdf' : 'xlsx';
    it.each([
      ['its preset', PRESET_LAYOUTS[fixture.bank]],
      ['detection', ALL_PRESET_LAYOUTS],
    ])('reads every row by %s', async (_by, layouts) => {
      const result = await collectStatement(readRows(rowsOf(fixture.rows), format, layouts));
      expectReadAsFixture(result, fixture);
      expect(result.linesRead).toBe(fixture.rows.filter((row) => row.some(Boolean)).length);
    });
  },
);

describe.each(LAYOUT_FIXTURES)('the $id layout, as the files the bank gives', (fixture) => {
  it.each(fixture.kinds)('reads as %s, by its preset and by detection', async (kind) => {
    const { bytes } = await fileOf(fixture, kind);
    for (const layout of [{ preset: fixture.bank }, undefined]) {
      expectReadAsFixture(await readWholeStatement(bytes, { layout }), fixture);
    }
  });
});
