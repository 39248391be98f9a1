import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { EMPTY_MAPPING_INPUTS } from './mapping-inputs.ts';
import { mappingInputsFromHeaders, statementMismatchOf } from './statement-mismatch.ts';

describe('a statement no layout fits', () => {
  const mismatch = {
    headersSeen: ['Txn Posted Date', 'Transaction Remarks', 'Credit Amt', 'Debit Amt'],
    closest: { preset: 'icici', label: 'ICICI Bank', expected: ['Value Date'], missing: [] },
  };

  it('reads the headers seen from the refusal, and nothing from other errors', () => {
    const refused = new ApiError(400, 'This file is not…', {}, { message: 'x', mismatch });
    expect(statementMismatchOf(refused)).toEqual(mismatch);
    expect(statementMismatchOf(new ApiError(400, 'Line 4: …', {}, { message: 'x' }))).toBe(
      undefined,
    );
    expect(statementMismatchOf(new ApiError(500, undefined))).toBe(undefined);
    expect(statementMismatchOf(new Error('offline'))).toBe(undefined);
  });

  it('guesses the mapping from credit and debit columns', () => {
    expect(mappingInputsFromHeaders(mismatch.headersSeen)).toEqual({
      ...EMPTY_MAPPING_INPUTS,
      date: 'Txn Posted Date',
      description: 'Transaction Remarks',
      credit: 'Credit Amt',
      debit: 'Debit Amt',
    });
  });

  it('prefers the transaction date to the value date, and finds a reference column', () => {
    expect(
      mappingInputsFromHeaders([
        'Value Date',
        'Transaction Date',
        'Cheque. No./Ref. No.',
        'Particulars',
        'Withdrawal Amt (INR)',
        'Deposit Amt (INR)',
        'Balance',
      ]),
    ).toMatchObject({
      date: 'Transaction Date',
      reference: 'Cheque. No./Ref. No.',
      description: 'Particulars',
      credit: 'Deposit Amt (INR)',
      debit: 'Withdrawal Amt (INR)',
    });
    expect(mappingInputsFromHeaders(['Value Dt', 'Narration', 'Deposit'])).toMatchObject({
      date: 'Value Dt',
    });
  });

  it('falls back to one amount column with its Cr/Dr', () => {
    expect(mappingInputsFromHeaders(['Date', 'Details', 'Amount', 'Cr/Dr', ''])).toEqual({
      ...EMPTY_MAPPING_INPUTS,
      date: 'Date',
      description: 'Details',
      amountsKind: 'amount-direction',
      amount: 'Amount',
      direction: 'Cr/Dr',
    });
  });
});
