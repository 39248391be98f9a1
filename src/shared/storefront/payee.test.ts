import { describe, expect, it } from 'vitest';
import { customerQr, hasPayee } from './payee.ts';

describe('the payee of a vehicle type', () => {
  it.each([
    [{ upiId: null, qrImageUrl: null }, 'none', false],
    [{ upiId: '', qrImageUrl: null }, 'none', false],
    [{ upiId: 'shop@okaxis', qrImageUrl: null }, 'generated', true],
    [{ upiId: null, qrImageUrl: '/api/qr-images/TWO_WHEELER?v=1' }, 'uploaded', true],
    // The uploaded image is what customers scan, even with a UPI id beside it.
    [{ upiId: 'shop@okaxis', qrImageUrl: '/api/qr-images/TWO_WHEELER?v=1' }, 'uploaded', true],
  ] as const)('%j: customers scan %s, payee set: %s', (option, qr, payee) => {
    expect(customerQr(option)).toBe(qr);
    expect(hasPayee(option)).toBe(payee);
  });
});
