import { PDFParse } from 'pdf-parse';
import { describe, expect, it, vi } from 'vitest';
import { everyCustomerMail, MAIL_LINKS } from '#server/testing/customer-mails.ts';
import {
  latinWordsBesides,
  outsideBrackets,
  readableMail,
  SAMPLE_BOOKING,
} from '#server/testing/customer-texts-check.ts';
import type { FittedBooking } from '#server/tracking/booking-centre.ts';
import { renderReceiptPdf } from '#server/tracking/receipt-pdf.ts';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';

// Hindi, as the mails and the receipt ask for it, is the pseudo catalogue here: its day and
// month names stay Hindi (they are not English text), every text of ours is wrapped in ⟦…⟧.
vi.mock('#server/catalogues/customer-texts.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./customer-texts.ts')>();
  // Imported here: the mock is set up before the file's own imports.
  const { pseudoTexts } = await import('#server/testing/customer-texts-check.ts');
  const pseudo = pseudoTexts(actual.customerTexts('en'));
  return {
    ...actual,
    customerTexts: (locale: string) => (locale === 'hi' ? pseudo : actual.customerTexts('en')),
  };
});

const site = DEFAULT_SITE_INFO;
const links = [MAIL_LINKS.track, MAIL_LINKS.bookAgain];

describe('every customer mail, written from a pseudo catalogue', () => {
  const mails = Object.entries(everyCustomerMail('hi'));

  it.each(mails)('writes the %s mail from the catalogue alone', (_, mail) => {
    if (!mail) throw new Error('no mail');
    const seen = readableMail(mail);
    expect(latinWordsBesides(outsideBrackets(seen), SAMPLE_BOOKING, site, links)).toEqual([]);
    // A missing key, or a placeholder no value fills.
    expect(seen).not.toMatch(/undefined|\{\w+\}/);
    expect(seen).toContain('⟦');
  });
});

describe('the receipt, written from a pseudo catalogue', () => {
  /**
   * The PDF's text as a reader copies it. Its font has no ⟦ and ⟧, so they read back as NUL:
   * what lies between two is ours (no receipt text holds another one inside it).
   */
  async function receiptText(booking: FittedBooking, gstin: string): Promise<string> {
    const content = {
      booking,
      site: { ...site, gstin },
      invoice: undefined,
      tax: { basis: gstin ? ('supply' as const) : ('none' as const), customerGstin: '' },
      locale: 'hi' as const,
    };
    const parser = new PDFParse({ data: new Uint8Array(await renderReceiptPdf(content)) });
    const { text } = await parser.getText();
    await parser.destroy();
    return text.replace(/-- \d+ of \d+ --/g, '');
  }

  it.each([
    ['payment receipt', SAMPLE_BOOKING, ''],
    [
      'order receipt',
      { ...SAMPLE_BOOKING, status: 'PAYMENT_SUBMITTED' as const },
      '05ABCDE1234F1Z6',
    ],
    ['receipt of an order made before appointments', { ...SAMPLE_BOOKING, appointment: null }, ''],
    [
      'receipt of an order fitted at a centre',
      { ...SAMPLE_BOOKING, installation: 'dealer' as const },
      '',
    ],
  ])('writes the %s from the catalogue alone', async (_, booking, gstin) => {
    const text = await receiptText(booking, gstin);
    expect(text).toContain('\u0000');
    const outside = text
      .split('\u0000')
      .filter((_, i) => i % 2 === 0) // the parts between a pair of wrapped ones
      .join(' ')
      .replaceAll(gstin || '\u0000', ' ')
      // A long line (the centre's address) wraps: read it as one.
      .replace(/\s+/g, ' ');
    expect(latinWordsBesides(outside, booking, site)).toEqual([]);
    expect(text).not.toMatch(/undefined|\{\w+\}/);
  });
});
