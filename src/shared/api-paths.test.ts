import { describe, expect, it } from 'vitest';
import { API_PATHS } from './api-paths.ts';

describe('API paths', () => {
  it('build the payment QR address with the service, vehicle type and encoded order number', () => {
    const choice = { service: 'ONLY_COLOR_STICKERS', vehicleType: 'TWO_WHEELER' } as const;
    expect(API_PATHS.paymentQr(choice, 'HSRPBOOKING/2026/1121123456')).toBe(
      '/api/payment-qr?service=ONLY_COLOR_STICKERS&vehicleType=TWO_WHEELER&orderId=HSRPBOOKING%2F2026%2F1121123456',
    );
  });

  it('keep a hostile order number inside the orderId parameter', () => {
    const choice = { service: 'FOUR_WHEELER_PLATE', vehicleType: 'FOUR_WHEELER' } as const;
    const path = API_PATHS.paymentQr(choice, 'X&vehicleType=TWO_WHEELER#frag');
    const url = new URL(path, 'http://localhost');
    expect(url.pathname).toBe(API_PATHS.paymentQrRoute);
    expect(url.searchParams.getAll('vehicleType')).toEqual(['FOUR_WHEELER']);
    expect(url.searchParams.get('orderId')).toBe('X&vehicleType=TWO_WHEELER#frag');
    expect(url.hash).toBe('');
  });

  it('build the uploaded QR image address per vehicle type, matching its route', () => {
    expect(API_PATHS.qrImage('TWO_WHEELER')).toBe('/api/qr-images/TWO_WHEELER');
    expect(API_PATHS.qrImage('FOUR_WHEELER')).toBe('/api/qr-images/FOUR_WHEELER');
    expect(API_PATHS.qrImageRoute.replace(':vehicleType', 'FOUR_WHEELER')).toBe(
      API_PATHS.qrImage('FOUR_WHEELER'),
    );
  });
});
