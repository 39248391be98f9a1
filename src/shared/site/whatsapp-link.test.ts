import { describe, expect, it } from 'vitest';
import { whatsAppChatUrl, whatsAppShareUrl } from './whatsapp-link.ts';

/** The text WhatsApp receives: what the link's `text` parameter decodes to. */
const sharedText = (url: string) => new URL(url).searchParams.get('text');

describe('whatsAppShareUrl', () => {
  it('encodes spaces, slashes, "&", newlines and Devanagari so the text arrives whole', () => {
    const text = 'My booking HSRPBOOKING/2026/1121 & more\nनंबर प्लेट: https://x.in/track#t=a/b?c';
    const url = whatsAppShareUrl(text);
    expect(url).toBe(
      'https://wa.me/?text=My%20booking%20HSRPBOOKING%2F2026%2F1121%20%26%20more%0A%E0%A4%A8%E0%A4%82%E0%A4%AC%E0%A4%B0%20%E0%A4%AA%E0%A5%8D%E0%A4%B2%E0%A5%87%E0%A4%9F%3A%20https%3A%2F%2Fx.in%2Ftrack%23t%3Da%2Fb%3Fc',
    );
    expect(sharedText(url)).toBe(text);
  });
});

describe('whatsAppChatUrl', () => {
  it('puts India’s country code before the 10-digit number, with no text when none is given', () => {
    expect(whatsAppChatUrl('9876543210')).toBe('https://wa.me/919876543210');
    expect(whatsAppChatUrl('9876543210', '')).toBe('https://wa.me/919876543210');
  });

  it('keeps only the digits of a number given with its country code', () => {
    expect(whatsAppChatUrl('+91 98765 43210')).toBe('https://wa.me/919876543210');
    expect(whatsAppChatUrl('+911332123456')).toBe('https://wa.me/911332123456');
  });

  it('adds a ready-typed message, encoded', () => {
    const url = whatsAppChatUrl('9876543210', 'ऑर्डर HSRPBOOKING/2026/1 & plate?');
    expect(url).toBe(
      'https://wa.me/919876543210?text=%E0%A4%91%E0%A4%B0%E0%A5%8D%E0%A4%A1%E0%A4%B0%20HSRPBOOKING%2F2026%2F1%20%26%20plate%3F',
    );
    expect(sharedText(url)).toBe('ऑर्डर HSRPBOOKING/2026/1 & plate?');
  });
});
