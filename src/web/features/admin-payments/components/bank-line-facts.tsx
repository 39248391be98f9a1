import type { ReactNode } from 'react';
import { formatDay } from '#shared/format/dates.ts';
import { formatPaise } from '#shared/format/paise.ts';
import { upiNumbersText } from '../payment-labels.ts';

interface BankLine {
  lineNumber: number;
  date: string;
  amountPaise: number;
  direction: 'credit' | 'debit';
  description: string;
  upiReference: string | null;
  upiCandidates: string[];
}

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`grid grid-cols-[6rem_1fr] gap-2 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** One bank line as the bank wrote it: the amount first, then where it is in the file. */
export function BankLineFacts({ line, fileName }: { line: BankLine; fileName?: string }) {
  return (
    <dl className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
      <Fact label={line.direction === 'credit' ? 'Credit' : 'Debit'}>
        <strong className="tabular-nums">{formatPaise(line.amountPaise)}</strong>
      </Fact>
      <Fact label="Date">{formatDay(line.date, 'en', 'medium')}</Fact>
      <Fact label={line.upiCandidates.length > 1 ? 'UPI numbers' : 'UPI ref.'}>
        <span className="font-plate">{upiNumbersText(line)}</span>
      </Fact>
      <Fact label="Line">
        {line.lineNumber}
        {fileName && <span className="break-all text-slate-600"> of {fileName}</span>}
      </Fact>
      <Fact label="Description" wide>
        <span className="break-all">{line.description || '—'}</span>
      </Fact>
    </dl>
  );
}
