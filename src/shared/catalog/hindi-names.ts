import type { BookingStatus } from '#shared/booking/booking-status.ts';
import type { ServiceKey, VehicleType } from './services.ts';

/*
 * The business's words in Hindi, as both the pages (web/i18n/hi.ts) and the server's mails and
 * receipt (server/catalogues/hi.ts) write them: one vocabulary for a customer, kept in one place.
 */

export const HINDI_SERVICE_TITLES: Record<ServiceKey, string> = {
  HSRP_WITH_COLOR: 'कलर स्टिकर के साथ HSRP',
  TWO_WHEELER_PLATE: 'दोपहिया वाहन की नंबर प्लेट',
  FOUR_WHEELER_PLATE: 'चारपहिया वाहन की नंबर प्लेट',
  ONLY_COLOR_STICKERS: 'सिर्फ़ कलर स्टिकर',
  ELECTRIC_VEHICLE_PLATE: 'इलेक्ट्रिक वाहन की नंबर प्लेट',
  TRACTOR_TRAILER_PLATE: 'ट्रैक्टर और ट्रेलर की नंबर प्लेट',
};

export const HINDI_VEHICLE_TYPES: Record<VehicleType, string> = {
  TWO_WHEELER: 'दोपहिया वाहन',
  FOUR_WHEELER: 'चारपहिया वाहन',
};

export const HINDI_BOOKING_STATUSES: Record<BookingStatus, string> = {
  PAYMENT_SUBMITTED: 'भुगतान जमा हुआ',
  CONFIRMED: 'कन्फ़र्म',
  FULFILLED: 'पूरा हुआ',
  CANCELLED: 'रद्द',
};
