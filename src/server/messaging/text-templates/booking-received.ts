import type { TextTemplate } from './text-template.ts';

/** Right after booking: the order number, until when the place is held, the private link. */
export const bookingReceived: TextTemplate = {
  params: ['the order number', 'until when the place is held (India time)', 'the tracking link'],
  body: {
    en: 'We have received your HSRP booking {{1}}. Your place is held until {{2}} while we check your payment. Follow your order here: {{3}} (keep this link private).',
    hi: 'आपकी HSRP बुकिंग {{1}} हमें मिल गई है। भुगतान की जाँच होने तक आपकी जगह {{2}} तक सुरक्षित है। अपना ऑर्डर यहाँ देखें: {{3}} (यह लिंक किसी से साझा न करें)।',
  },
  links: [3],
};
