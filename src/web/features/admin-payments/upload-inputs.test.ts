import { describe, expect, it } from 'vitest';
import { layoutLabel } from './bank-choice.ts';
import { checkUpload, type UploadInputs, uploadInputOf, uploadResolver } from './upload-inputs.ts';

const file = new File(['Date,Narration'], 'hdfc.csv', { type: 'text/csv' });
const inputs: UploadInputs = { file, bank: 'detect', daysBefore: '1', daysAfter: '3' };
const mapping = {
  date: 'Date',
  description: 'Narration',
  amounts: { kind: 'credit-debit' as const, credit: 'Deposit' },
  dateOrder: 'day-month-year' as const,
};

describe('checking the statement upload before it is sent', () => {
  it('sends no layout to detect the bank, a preset for a bank, the saved mapping for "my bank"', () => {
    expect(checkUpload(inputs, null).upload).toEqual({
      file,
      layout: undefined,
      daysBefore: 1,
      daysAfter: 3,
    });
    expect(checkUpload({ ...inputs, bank: 'sbi' }, null).upload?.layout).toEqual({ preset: 'sbi' });
    expect(checkUpload({ ...inputs, bank: 'saved' }, mapping).upload?.layout).toEqual({ mapping });
  });

  it('asks for the file, a saved mapping, and whole days in the server’s words', () => {
    const { upload, errors } = checkUpload(
      { file: null, bank: 'saved', daysBefore: '', daysAfter: '-2' },
      null,
    );
    expect(upload).toBeNull();
    expect(errors).toEqual({
      file: 'Please choose the statement file.',
      bank: 'Please save your bank’s column mapping below first.',
      daysBefore: 'Please give the days before the booking as a number of days.',
      daysAfter: 'The days after the booking cannot be negative.',
    });
    expect(checkUpload({ ...inputs, daysAfter: '1.5' }, null).errors).toEqual({
      daysAfter: 'Please give the days after the booking as whole days.',
    });
  });
});

describe('the upload form’s check', () => {
  const options = { fields: {}, shouldUseNativeValidation: false };

  it('gives the form the upload to send, the saved mapping taken from the form’s context', async () => {
    const saved = await uploadResolver({ ...inputs, bank: 'saved' }, mapping, options);
    expect(saved.values).toMatchObject({ file, layout: { mapping }, daysBefore: 1 });
    const missing = await uploadResolver({ ...inputs, bank: 'saved' }, null, options);
    expect(missing.errors.bank?.message).toBe(
      'Please save your bank’s column mapping below first.',
    );
  });

  it('shows the server’s layout message at the bank', () => {
    expect(uploadInputOf('layout')).toBe('bank');
    expect(uploadInputOf('daysAfter')).toBe('daysAfter');
    expect(uploadInputOf('mapping')).toBeUndefined();
  });
});

describe('the layout the server read a file by', () => {
  it('is named as staff chose it', () => {
    expect(layoutLabel('hdfc')).toBe('HDFC Bank');
    expect(layoutLabel('custom')).toBe('your saved columns');
  });
});
