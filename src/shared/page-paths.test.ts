import { describe, expect, it } from 'vitest';
import {
  acceptInvitationPath,
  adminBookingPath,
  resetPasswordPath,
  trackingLinkPath,
  trackOrderPath,
} from './page-paths.ts';

const ORDER = 'HSRPBOOKING/2026/1121123456';

describe('page paths the server writes into mails', () => {
  it('open an order on the tracking page, the link secret in the fragment', () => {
    expect(trackingLinkPath('abc_-1')).toBe('/track#t=abc_-1');
    expect(trackOrderPath(ORDER)).toBe('/track?order=HSRPBOOKING%2F2026%2F1121123456');
  });

  it('keep a hostile order number inside its parameter', () => {
    const url = new URL(adminBookingPath('X&status=CANCELLED#frag'), 'http://localhost');
    expect(url.pathname).toBe('/admin/bookings');
    expect([...url.searchParams]).toEqual([['search', 'X&status=CANCELLED#frag']]);
    expect(url.hash).toBe('');
  });

  it('leave the reset and invitation tokens as given, so the outbox placeholder stays findable', () => {
    expect(resetPasswordPath('{{secret}}')).toBe('/admin/reset-password#token={{secret}}');
    expect(acceptInvitationPath('{{secret}}')).toBe('/admin/accept-invitation#token={{secret}}');
  });
});
