/**
 * A month's HDFC statement (the layout of statement-fixtures.ts) made from seeded bookings, for
 * the statement import benchmark: mostly customers' UPI payments for bookings waiting for
 * payment, and what else a business account's statement carries, in a fixed mix per 100 lines.
 */
import { FIXTURES } from '#server/testing/statement-fixtures.ts';
import type { BookingStatus } from '#shared/booking/booking-status.ts';
import { indiaDay } from '#shared/site/india-time.ts';
import type { BenchServer } from './bench-process.ts';

export interface SeededBooking {
  txnId: string;
  /** Rupees. */
  priceTotal: number;
  createdAt: string;
  status: BookingStatus;
}

interface BankLine {
  date: string;
  narration: string;
  reference: string;
  paise: number;
  direction: 'credit' | 'debit';
}

type LineKind =
  | 'pays'
  | 'amount-differs'
  | 'unknown-reference'
  | 'outside-window'
  | 'paid-and-returned'
  | 'vendor-payment'
  | 'not-upi'
  | 'already-confirmed';

/** Lines of each kind in every 100 (paid-and-returned writes two: the credit and its reversal). */
const MIX: [LineKind, number][] = [
  ['pays', 80],
  ['amount-differs', 5],
  ['unknown-reference', 4],
  ['outside-window', 1],
  ['paid-and-returned', 1],
  ['vendor-payment', 3],
  ['not-upi', 3],
  ['already-confirmed', 2],
];
const PATTERN = MIX.flatMap(([kind, count]) => Array<LineKind>(count).fill(kind));

/** What a preview of the statement must count, in 100 lines: how the bench checks the run. */
const EXPECTED_PER_100 = { confirm: 80, unmatched: 10, skipped: 6 };

const PAYS_A_WAITING_BOOKING: LineKind[] = [
  'pays',
  'amount-differs',
  'outside-window',
  'paid-and-returned',
];

/** Bookings a statement of `lineCount` lines pays for: waiting ones, and confirmed ones. */
export function bookingsNeeded(lineCount: number): { waiting: number; confirmed: number } {
  const inEach100 = (kinds: LineKind[]) => PATTERN.filter((kind) => kinds.includes(kind)).length;
  return {
    waiting: (lineCount / 100) * inEach100(PAYS_A_WAITING_BOOKING),
    confirmed: (lineCount / 100) * inEach100(['already-confirmed']),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayPlus = (day: string, days: number) =>
  new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

/** The credit a customer's UPI payment makes, as HDFC writes it. */
function upiLine(reference: string, paise: number, date: string, who: string): BankLine {
  return {
    date,
    narration: `UPI-${who.toUpperCase()}-${who.replace(/\s/g, '.').toLowerCase()}@okhdfcbank-HDFC0001234-${reference}-HSRP BOOKING`,
    reference: `0000${reference}`,
    paise,
    direction: 'credit',
  };
}

/**
 * `lineCount` lines paying `waiting` (PAYMENT_SUBMITTED) and `confirmed` bookings in turn;
 * `seed` keeps the references of payments no booking made apart between statements.
 */
export function statementLines(
  lineCount: number,
  waiting: SeededBooking[],
  confirmed: SeededBooking[],
  seed: number,
): { lines: BankLine[]; expected: typeof EXPECTED_PER_100 } {
  if (lineCount % 100 !== 0) throw new Error('the mix is per 100 lines');
  const lines: BankLine[] = [];
  const take = (list: SeededBooking[], kind: string) => {
    const booking = list.shift();
    if (!booking) throw new Error(`the statement ran out of bookings for "${kind}" lines`);
    return { booking, day: indiaDay(new Date(booking.createdAt)) };
  };
  for (let i = 0; lines.length < lineCount; i += 1) {
    const kind = PATTERN[i % PATTERN.length] ?? 'pays';
    const stranger = String(500_000_000_000 + seed * 1_000_000 + i);
    const who = `Customer ${i}`;
    if (kind === 'pays' || kind === 'already-confirmed' || kind === 'amount-differs') {
      const { booking, day } = take(kind === 'already-confirmed' ? confirmed : waiting, kind);
      // Banks credit on the day of the booking or the next.
      const paise = booking.priceTotal * 100 - (kind === 'amount-differs' ? 9_900 : 0);
      lines.push(upiLine(booking.txnId, paise, dayPlus(day, i % 2), who));
    } else if (kind === 'outside-window') {
      const { booking, day } = take(waiting, kind);
      lines.push(upiLine(booking.txnId, booking.priceTotal * 100, dayPlus(day, 10), who));
    } else if (kind === 'paid-and-returned') {
      const { booking, day } = take(waiting, kind);
      const credit = upiLine(booking.txnId, booking.priceTotal * 100, day, who);
      lines.push(credit, {
        ...credit,
        date: dayPlus(day, 1),
        narration: `REV-${credit.narration}`,
        direction: 'debit',
      });
    } else if (kind === 'unknown-reference') {
      const day = lines.at(-1)?.date ?? indiaDay(new Date());
      lines.push(upiLine(stranger, 69_900, day, who));
    } else if (kind === 'vendor-payment') {
      lines.push({
        date: lines.at(-1)?.date ?? indiaDay(new Date()),
        narration: `UPI-PLATE SUPPLIER-supplier@ybl-YESB0YBLUPI-${stranger.replace(/^5/, '6')}-PLATES`,
        reference: `0000${stranger.replace(/^5/, '6')}`,
        paise: 250_000,
        direction: 'debit',
      });
    } else {
      lines.push({
        date: lines.at(-1)?.date ?? indiaDay(new Date()),
        narration: `NEFT CR-ICIC0000104-SHREE GANESH MOTORS-HDFCN5${stranger}`,
        reference: `HDFCN5${stranger}`,
        paise: 12_345_650,
        direction: 'credit',
      });
    }
  }
  // A statement lists its lines by date (the sort keeps a credit before its reversal).
  lines.sort((a, b) => a.date.localeCompare(b.date));
  const hundreds = lineCount / 100;
  return {
    lines,
    expected: {
      confirm: EXPECTED_PER_100.confirm * hundreds,
      unmatched: EXPECTED_PER_100.unmatched * hundreds,
      skipped: EXPECTED_PER_100.skipped * hundreds,
    },
  };
}

const rupees = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const hdfcDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(2, 4)}`;

/** The rows of the statement file: HDFC's account details and header, the lines, its summary. */
export function hdfcStatementRows(lines: BankLine[]): string[][] {
  const hdfc = FIXTURES.find((fixture) => fixture.bank === 'hdfc');
  if (!hdfc) throw new Error('no HDFC fixture');
  // The account details, the column headers and HDFC's row of asterisks below them.
  const head = hdfc.rows.slice(0, hdfc.headerLine + 1);
  let balance = 3_500_000;
  const body = lines.map((line) => {
    balance += line.direction === 'credit' ? line.paise : -line.paise;
    const amount = rupees.format(line.paise / 100);
    return [
      hdfcDate(line.date),
      line.narration,
      line.reference,
      hdfcDate(line.date),
      line.direction === 'debit' ? amount : '',
      line.direction === 'credit' ? amount : '',
      rupees.format(balance / 100),
    ];
  });
  const sum = (direction: BankLine['direction']) =>
    lines.filter((line) => line.direction === direction).reduce((all, line) => all + line.paise, 0);
  const debits = lines.filter((line) => line.direction === 'debit').length;
  return [
    ...head,
    ...body,
    ['', '', '', '', '', '', ''],
    ['STATEMENT SUMMARY :-', '', '', '', '', '', ''],
    ['Opening Balance', 'Dr Count', 'Cr Count', 'Debits', 'Credits', 'Closing Bal', ''],
    [
      rupees.format(35_000),
      String(debits),
      String(lines.length - debits),
      rupees.format(sum('debit') / 100),
      rupees.format(sum('credit') / 100),
      rupees.format(balance / 100),
      '',
    ],
  ];
}

/**
 * Uploads a statement to the desk's preview or apply route as its form does (HDFC, the default
 * window): the answer's status and text, and the time from request to its last byte.
 */
export async function postStatement(
  server: BenchServer,
  route: string,
  { fileName, bytes }: { fileName: string; bytes: Uint8Array },
): Promise<{ ms: number; status: number; text: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  form.append('layout', JSON.stringify({ preset: 'hdfc' }));
  form.append('daysBefore', '1');
  form.append('daysAfter', '3');
  const started = performance.now();
  const response = await fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: { cookie: server.cookie, origin: server.url },
    body: form,
  });
  const text = await response.text();
  return { ms: Math.round(performance.now() - started), status: response.status, text };
}
