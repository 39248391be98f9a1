import type { FixtureKind } from '#server/testing/statement-fixtures/story.ts';
import {
  fileOf,
  type LayoutFixture,
  statementFixtureFile,
} from '#server/testing/statement-fixtures.ts';
import type { StatementPreset } from '#shared/payments/statement-mapping.ts';
import { todayInIndia } from './statements.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A date cell as the bank wrote it (23/11/26, 23 Nov 2026, 23-Nov-2026…), moved to today. */
function todayInStyleOf(cell: string): string {
  const match = /^(\d{2})([/\- ])(\d{2}|[A-Z][a-z]{2})\2(\d{4}|\d{2})$/.exec(cell.trim());
  if (!match) return cell;
  const [, , separator = '/', month = '', year = ''] = match;
  const [yyyy = '', mm = '', dd = ''] = todayInIndia().split('-');
  const monthOut = /^\d/.test(month) ? mm : (MONTHS[Number(mm) - 1] ?? month);
  return [dd, monthOut, year.length === 2 ? yyyy.slice(2) : yyyy].join(separator);
}

/**
 * The bank's credit of `utr` rewritten as a customer's payment made today with `txnId`: its
 * reference (whole, or wrapped across two lines as SBI's PDF writes it) and its dates. The rest of
 * the statement stays as the bank wrote it.
 */
function paidToday(
  fixture: LayoutFixture,
  utr: string,
  txnId: string,
  renumber: Record<string, string>,
): LayoutFixture {
  const head = utr.slice(0, 8);
  const tail = utr.slice(8);
  const start = fixture.rows.findIndex((row) =>
    row.some((cell) => cell.includes(utr) || cell.endsWith(head)),
  );
  if (start < 0) throw new Error(`${fixture.id} has no line with ${utr}`);
  const rows = fixture.rows.map((row, index) => {
    if (index === start) {
      return row.map((cell) =>
        todayInStyleOf(
          cell.replaceAll(utr, txnId).replace(new RegExp(`${head}$`), txnId.slice(0, 8)),
        ),
      );
    }
    // The wrapped rest of the reference, on the line below.
    if (index === start + 1) {
      return row.map((cell) =>
        cell.startsWith(tail) ? `${txnId.slice(8)}${cell.slice(tail.length)}` : cell,
      );
    }
    return row.map((cell) =>
      Object.entries(renumber).reduce((text, [from, to]) => text.replaceAll(from, to), cell),
    );
  });
  return { ...fixture, rows, text: undefined };
}

/**
 * A bank's statement in its real layout (the fixtures of statement-fixtures/), as the file the
 * bank gives, with `utr`'s credit made a payment of `txnId` today, and other numbers of the
 * file changed as `renumber` says (so a line stored by an earlier test is new again).
 */
export async function realStatement(
  bank: StatementPreset,
  kind: FixtureKind,
  utr: string,
  txnId: string,
  renumber: Record<string, string> = {},
): Promise<{ name: string; buffer: Buffer }> {
  const { fixture } = await statementFixtureFile(bank, kind);
  const file = await fileOf(paidToday(fixture, utr, txnId, renumber), kind);
  return { name: file.fileName, buffer: file.bytes };
}
