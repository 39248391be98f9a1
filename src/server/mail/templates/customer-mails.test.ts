import { describe, expect, it } from 'vitest';
import { everyCustomerMail, MAIL_LINKS } from '#server/testing/customer-mails.ts';
import {
  latinWordsBesides,
  readableMail,
  SAMPLE_BOOKING,
} from '#server/testing/customer-texts-check.ts';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';
import { bookingReceivedMail } from './booking-mails.ts';
import type { MailContent } from './mail-layout.ts';

const DEVANAGARI = /[\u0900-\u097F]/;
/** Names Hindi writes in Latin letters too, as the Hindi pages do. */
const KEPT_IN_LATIN = ['HSRP', 'GST', 'UPI', 'WhatsApp', 'RC'];

const written = (mails: Record<string, MailContent | undefined>) =>
  Object.entries(mails).map(([name, mail]) => {
    if (!mail) throw new Error(`no ${name} mail`);
    return [name, mail] as const;
  });

describe('customer mails in English', () => {
  const mails = everyCustomerMail('en');

  it.each(written(mails))('writes the %s mail in English only', (_, mail) => {
    expect(readableMail(mail)).not.toMatch(DEVANAGARI);
    // The receipt's rows are aligned with spaces.
    expect(mail.text.replace(/ +/g, ' ')).toContain(`Order number: ${SAMPLE_BOOKING.orderId}`);
    expect(mail.html).toContain('<html lang="en">');
  });

  it('gives the receipt its rows, the hold and the appointment', () => {
    const receipt = mails['booking received'];
    for (const expected of [
      'Dear Asha Verma,',
      'HSRP with colour sticker',
      'Two Wheeler',
      '₹500',
      'GST (18%)',
      '₹699',
      'Your place is held until Sat 28 Nov, 6:00 pm (India time) while we check your payment.',
      '3. Fitting appointment: Wednesday 2 December 2026, 10:00 am – 12:00 pm (India time), at your address',
      'Questions? Call or WhatsApp us Mon-Fri 10:30 AM-5:30 PM, quoting your order number.',
    ]) {
      expect(receipt?.text).toContain(expected);
    }
    expect(mails['appointment moved by staff']?.text).toContain(
      'It was: Tuesday 1 December 2026, 2:00 pm – 4:00 pm.',
    );
  });
});

describe('customer mails in Hindi', () => {
  const mails = everyCustomerMail('hi');

  it.each(written(mails))('writes the %s mail with no English left', (_, mail) => {
    const words = latinWordsBesides(readableMail(mail), SAMPLE_BOOKING, DEFAULT_SITE_INFO, [
      MAIL_LINKS.track,
      MAIL_LINKS.bookAgain,
    ]);
    expect(words.filter((word) => !KEPT_IN_LATIN.includes(word))).toEqual([]);
    expect(mail.subject).toMatch(DEVANAGARI);
    expect(mail.subject).toContain(SAMPLE_BOOKING.orderId);
    expect(mail.text.replace(/ +/g, ' ')).toContain(`ऑर्डर नंबर: ${SAMPLE_BOOKING.orderId}`);
    expect(mail.html).toContain('<html lang="hi">');
  });

  it('gives the receipt its amounts, the hold and the appointment in Hindi', () => {
    const receipt = mails['booking received'];
    for (const expected of [
      'प्रिय Asha Verma,',
      'कलर स्टिकर के साथ HSRP',
      'दोपहिया वाहन',
      '₹500',
      'GST (18%)',
      '₹90',
      '₹109',
      '₹699',
      'आपकी जगह शनि 28 नव॰, 6:00 pm (भारतीय समय) तक रखी गई है।',
      '3. फ़िटिंग का अपॉइंटमेंट: बुधवार 2 दिसंबर 2026, सुबह 10:00 – दोपहर 12:00 (भारतीय समय), आपके पते पर',
      'सोम–शुक्र, सुबह 10:30 से शाम 5:30 बजे तक',
      SAMPLE_BOOKING.txnId,
    ]) {
      expect(receipt?.text).toContain(expected);
    }
    expect(mails['appointment moved by staff']?.text).toContain(
      'पहले का समय: मंगलवार 1 दिसंबर 2026, दोपहर 2:00 – शाम 4:00।',
    );
    expect(mails['hold lapsed']?.text).toContain(SAMPLE_BOOKING.txnId);
  });

  it('shows support hours an admin typed as typed', () => {
    const site = { ...DEFAULT_SITE_INFO, supportHours: 'हर दिन 9–6' };
    const mail = bookingReceivedMail(SAMPLE_BOOKING, site, MAIL_LINKS.track, null, 'hi');
    expect(mail.text).toContain('(हर दिन 9–6)');
    expect(mail.text).not.toContain('सोम–शुक्र');
  });
});

describe('the footer', () => {
  it("follows the site's details saved since, in each mail's own language", () => {
    const before = bookingReceivedMail(
      SAMPLE_BOOKING,
      DEFAULT_SITE_INFO,
      MAIL_LINKS.track,
      null,
      'en',
    );
    const saved = { ...DEFAULT_SITE_INFO, address: '12 Station Road', phone: '+91 98100 00000' };
    const after = bookingReceivedMail(SAMPLE_BOOKING, saved, MAIL_LINKS.track, null, 'en');
    const hindi = bookingReceivedMail(SAMPLE_BOOKING, saved, MAIL_LINKS.track, null, 'hi');
    expect(before.text).not.toContain('12 Station Road');
    for (const mail of [after, hindi]) {
      expect(mail.text).toContain('12 Station Road');
      expect(mail.html).toContain('12 Station Road');
      expect(mail.text).toContain('+91 98100 00000');
    }
    expect(after.text).toContain('Mon-Fri 10:30 AM-5:30 PM');
    expect(hindi.text).toContain('सोम–शुक्र, सुबह 10:30 से शाम 5:30 बजे तक');
  });
});
