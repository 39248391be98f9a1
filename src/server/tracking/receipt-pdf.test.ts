import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import {
  latinWordsBesides,
  SAMPLE_BOOKING,
  SAMPLE_CENTRE,
} from '#server/testing/customer-texts-check.ts';
import { NASTY_STRINGS } from '#server/testing/hostile-input.ts';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';
import { renderCreditNotePdf, renderReceiptPdf } from './receipt-pdf.ts';

const booking = SAMPLE_BOOKING;

const invoice = {
  bookingId: 'b1',
  number: '2026-27/000001',
  financialYear: '2026-27',
  sequence: 1,
  issuedAt: '2026-11-22T06:00:00.000Z',
  supplierGstin: '05ABCDE1234F1Z6',
  supplierName: DEFAULT_SITE_INFO.name,
  supplierAddress: 'Civil Lines, Roorkee, Uttarakhand 247667',
  signatoryName: 'Asha Verma',
  signatoryDesignation: 'Proprietor',
};
/** The sample booking as charged before issue 37 (GST on the base alone). */
const tax = { basis: 'base' as const, customerGstin: '' };

async function pages(pdf: Buffer): Promise<number> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  const { total } = await parser.getText();
  await parser.destroy();
  return total;
}

describe('renderReceiptPdf', () => {
  it('renders whatever a customer typed, emoji and broken characters included', async () => {
    // A few strings per document: each render embeds the fonts anew.
    for (let i = 0; i < NASTY_STRINGS.length; i += 8) {
      const some = NASTY_STRINGS.slice(i, i + 8).map((nasty) => nasty.slice(0, 100));
      const typed = {
        ...booking,
        fullName: some[0] ?? '',
        city: some[1] ?? '',
        address: some.join('\n'),
      };
      const pdf = await renderReceiptPdf({
        booking: typed,
        site: DEFAULT_SITE_INFO,
        invoice,
        tax,
        locale: 'en' as const,
      });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('keeps the longest name, city and address the booking form takes on one page', async () => {
    const typed = {
      ...booking,
      fullName: 'आशा '.repeat(25).trim(),
      city: 'Roorkee '.repeat(12).trim(),
      address: Array.from({ length: 29 }, (_, i) => `House ${i + 10}, Lane 4`).join('\n'),
    };
    for (const content of [
      { booking: typed, site: DEFAULT_SITE_INFO, invoice, tax, locale: 'en' as const },
      // The law's split: the service charge on a line of its own, and a business customer.
      {
        booking: typed,
        site: DEFAULT_SITE_INFO,
        invoice,
        tax: { basis: 'supply' as const, customerGstin: '07AAACB2230M1ZY' },
        locale: 'en' as const,
      },
      { booking: typed, site: DEFAULT_SITE_INFO, invoice: undefined, tax, locale: 'en' as const },
      // Fitted at a centre: its name and address on the invoice too.
      {
        booking: { ...typed, installation: 'dealer' as const },
        site: DEFAULT_SITE_INFO,
        invoice,
        tax: { basis: 'supply' as const, customerGstin: '07AAACB2230M1ZY' },
        locale: 'en' as const,
      },
    ]) {
      expect(await pages(await renderReceiptPdf(content))).toBe(1);
    }
  });

  it('keeps the longest centre name and address the owner can enter on one page', async () => {
    const centre = {
      ...SAMPLE_CENTRE,
      name: 'Nagar Plates '.repeat(7).slice(0, 80),
      address: 'Plot 12, Sector 4, '.repeat(16).slice(0, 300),
      city: 'Roorkee '.repeat(8).slice(0, 60),
    };
    for (const installation of ['dealer', 'home'] as const) {
      for (const invoiced of [invoice, undefined]) {
        const content = {
          booking: { ...booking, installation, centre },
          site: DEFAULT_SITE_INFO,
          invoice: invoiced,
          tax,
          locale: 'en' as const,
        };
        expect(await pages(await renderReceiptPdf(content))).toBe(1);
      }
    }
  });
});

describe('the receipt’s fitting appointment', () => {
  async function text(content: Parameters<typeof renderReceiptPdf>[0]): Promise<string> {
    const parser = new PDFParse({ data: new Uint8Array(await renderReceiptPdf(content)) });
    const result = await parser.getText();
    await parser.destroy();
    return result.text;
  }

  it('names the day and time of the appointment', async () => {
    const found = await text({
      booking,
      site: DEFAULT_SITE_INFO,
      invoice: undefined,
      tax,
      locale: 'en',
    });
    expect(found).toContain('Fitting appointment');
    expect(found).toContain('Wednesday 2 December 2026, 10:00 am – 12:00 pm');
  });

  it('has no such line for a booking made before appointments', async () => {
    const found = await text({
      booking: { ...booking, appointment: null },
      site: DEFAULT_SITE_INFO,
      invoice: undefined,
      tax,
      locale: 'en',
    });
    expect(found).not.toContain('Fitting appointment');
  });
});

describe('the receipt in the customer’s language', () => {
  async function text(content: Parameters<typeof renderReceiptPdf>[0]): Promise<string> {
    const parser = new PDFParse({ data: new Uint8Array(await renderReceiptPdf(content)) });
    const result = await parser.getText();
    await parser.destroy();
    return result.text.replace(/-- \d+ of \d+ --/g, '');
  }
  const site = DEFAULT_SITE_INFO;

  it('is written wholly in Hindi for a Hindi booking, its numbers as they are', async () => {
    const found = await text({ booking, site, invoice: undefined, tax, locale: 'hi' });
    const words = latinWordsBesides(found, booking, site);
    expect(words.filter((word) => !['HSRP', 'GST', 'UPI'].includes(word))).toEqual([]);
    expect(found).toMatch(/[\u0900-\u097F]/);
    for (const expected of [booking.orderId, '₹500', 'GST (18%)', '₹699', booking.txnId]) {
      expect(found).toContain(expected);
    }
    expect(found).toContain('सुबह 10:00 – दोपहर 12:00');
  });

  it('is English for an English booking', async () => {
    const found = await text({ booking, site, invoice: undefined, tax, locale: 'en' });
    expect(found).toContain('Payment receipt');
    expect(found).toContain('Order number');
    expect(found).not.toMatch(/[\u0900-\u097F]/);
  });

  it('stays an English tax invoice for a Hindi booking', async () => {
    const found = await text({ booking, site, invoice, tax, locale: 'hi' });
    expect(found).toContain('TAX INVOICE');
    expect(found).toContain('Invoice number');
    expect(found).not.toMatch(/[\u0900-\u097F]/);
  });
});

describe('the place of fitting on the receipt, invoice and credit note', () => {
  async function read(pdf: Promise<Buffer>): Promise<string> {
    const parser = new PDFParse({ data: new Uint8Array(await pdf) });
    const result = await parser.getText();
    await parser.destroy();
    // A long line wraps: read it as one.
    return result.text.replace(/\s+/g, ' ');
  }
  const site = DEFAULT_SITE_INFO;
  const atCentre = { ...booking, installation: 'dealer' as const };
  const centreLine = 'Roorkee Plates Centre, Shop 4, Main Market, Near Clock Tower, Roorkee 247667';

  it('names the centre and its address for dealer installation', async () => {
    const receipt = await read(
      renderReceiptPdf({ booking: atCentre, site, invoice: undefined, tax, locale: 'en' }),
    );
    expect(receipt).toContain(`Place of fitting ${centreLine}`);
    const invoiced = await read(
      renderReceiptPdf({ booking: atCentre, site, invoice, tax, locale: 'en' }),
    );
    expect(invoiced).toContain(`Place of fitting ${centreLine}`);
  });

  it('says the customer’s address and the centre whose team comes, for home installation', async () => {
    const receipt = await read(
      renderReceiptPdf({ booking, site, invoice: undefined, tax, locale: 'en' }),
    );
    expect(receipt).toContain(
      'Place of fitting At the customer’s address, by Roorkee Plates Centre',
    );
    const hindi = await read(
      renderReceiptPdf({ booking, site, invoice: undefined, tax, locale: 'hi' }),
    );
    // The PDF's Hindi reads back with its vowel signs moved: the centre's name is what is sure.
    expect(hindi).toContain('Roorkee Plates Centre');
    expect(hindi).not.toContain('customer’s address');
  });

  it('prints the centre on the credit note that cancels the invoice', async () => {
    const creditNote = {
      bookingId: 'b1',
      number: 'CN/2026-27/000001',
      financialYear: '2026-27',
      sequence: 1,
      issuedAt: '2026-11-23T06:00:00.000Z',
      invoiceNumber: invoice.number,
    };
    const found = await read(renderCreditNotePdf(atCentre, { creditNote, invoice }, tax));
    expect(found).toContain('CREDIT NOTE');
    expect(found).toContain(`Place of fitting ${centreLine}`);
  });

  it('leaves the line out when the booking’s centre is gone', async () => {
    const found = await read(
      renderReceiptPdf({
        booking: { ...atCentre, centre: null },
        site,
        invoice: undefined,
        tax,
        locale: 'en',
      }),
    );
    expect(found).not.toContain('Place of fitting');
  });
});
