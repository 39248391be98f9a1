import { describe, expect, it } from 'vitest';
import { layoutLabel } from './bank-choice.ts';
import { checkUpload, type UploadDraft } from './upload-draft.ts';

const file = new File(['Date,Narration'], 'hdfc.csv', { type: 'text/csv' });
const draft: UploadDraft = { file, bank: 'detect', daysBefore: '1', daysAfter: '3' };
const mapping = {
  date: 'Date',
  description: 'Narration',
  amounts: { kind: 'credit-debit' as const, credit: 'Deposit' },
  dateOrder: 'day-month-year' as const,
};

describe('checking the statement upload before it is sent', () => {
  it('sends no layout to detect the bank, a preset for a bank, the saved mapping for "my bank"', () => {
    expect(checkUpload(draft, null).upload).toEqual({
      file,
      layout: undefined,
      daysBefore: 1,
      daysAfter: 3,
    });
    expect(checkUpload({ ...draft, bank: 'sbi' }, null).upload?.layout).toEqual({ preset: 'sbi' });
    expect(checkUpload({ ...draft, bank: 'saved' }, mapping).upload?.layout).toEqual({ mapping });
  });

  it('asks for the file, a saved mapping, and whole days in the server’s words', () => {
    const { upload, errors } = checkUpload(
      { file: null, bank: 'saved', daysBefore: '', daysAfter: '-2' },
      null,
    );
    expect(upload).toBeNull();
    expect(errors).toEqual({
      file: 'Please choose the statement file.',
      layout: 'Please save your bank’s column mapping below first.',
      daysBefore: 'Please give the days before the booking as a number of days.',
      daysAfter: 'The days after the booking cannot be negative.',
    });
    expect(checkUpload({ ...draft, daysAfter: '1.5' }, null).errors).toEqual({
      daysAfter: 'Please give the days after the booking as whole days.',
    });
  });
});

describe('the layout the server read a file by', () => {
  it('is named as staff chose it', () => {
    expect(layoutLabel('hdfc')).toBe('HDFC Bank');
    expect(layoutLabel('custom')).toBe('your saved columns');
  });
});
