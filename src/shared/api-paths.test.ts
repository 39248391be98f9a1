import { describe, expect, it } from 'vitest';
import { API_PATHS } from './api-paths';

describe('API paths', () => {
  it('build the payment QR address with the order number encoded', () => {
    expect(API_PATHS.paymentQr('TWO_WHEELER', 'HSRPBOOKING/2026/1121123456')).toBe(
      '/api/payment-qr?vehicleType=TWO_WHEELER&orderId=HSRPBOOKING%2F2026%2F1121123456',
    );
  });

  it('keep a hostile order number inside the orderId parameter', () => {
    const path = API_PATHS.paymentQr('FOUR_WHEELER', 'X&vehicleType=TWO_WHEELER#frag');
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
