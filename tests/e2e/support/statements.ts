import { FIXTURES } from '#server/testing/statement-fixtures.ts';
import { indiaDay } from '#shared/site/india-time.ts';
import { openAppDb } from './app-db.ts';

export { csvOf } from '#server/testing/statement-fixtures.ts';

const hdfc = (() => {
  const fixture = FIXTURES.find((each) => each.bank === 'hdfc');
  if (!fixture) throw new Error('no HDFC statement fixture');
  return fixture;
})();

/** HDFC's preamble and header: the statement's first line below it is this line. */
export const HDFC_FIRST_LINE = hdfc.headerLine + 1;

/** Today in India as YYYY-MM-DD, which every bank layout reads the same. */
export function todayInIndia(): string {
  return indiaDay(new Date());
}

/** Today in India as HDFC writes it, dd/mm/yy: the day the test's bookings were made. */
export function todayAsHdfc(): string {
  const [year = '', month = '', day = ''] = todayInIndia().split('-');
  return `${day}/${month}/${year.slice(2)}`;
}

export interface HdfcLine {
  upiReference: string;
  /** As the bank writes it, e.g. "699.00"; or a cell that cannot be read. */
  credit: string;
  payer?: string;
}

/** An HDFC statement of UPI credits, all dated today: the rows for csvOf. */
export function hdfcStatement(lines: HdfcLine[]): string[][] {
  const date = todayAsHdfc();
  return [
    ...hdfc.rows.slice(0, hdfc.headerLine),
    ...lines.map(({ upiReference, credit, payer = 'RAHUL SHARMA' }) => [
      date,
      `UPI-${payer}-rahul@okhdfcbank-HDFC0001234-${upiReference}-HSRP BOOKING`,
      `0000${upiReference}`,
      date,
      '',
      credit,
      '1,00,000.00',
    ]),
  ];
}

export interface StoredStatementLine {
  state: string;
  note: string | null;
  booking_id: string | null;
}

/** What the server stored for a bank line, by its UPI reference. */
export function findStatementLine(upiReference: string): StoredStatementLine | undefined {
  const db = openAppDb();
  try {
    return db
      .prepare('select state, note, booking_id from statement_lines where upi_reference = ?')
      .get(upiReference) as StoredStatementLine | undefined;
  } finally {
    db.close();
  }
}
