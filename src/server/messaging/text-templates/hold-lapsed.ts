import type { TextTemplate } from './text-template.ts';

/** The lapse round cancelled an unpaid booking: its hold passed without a verified payment. */
export const holdLapsed: TextTemplate = {
  params: ['the order number', 'when the hold ended (India time)', 'the tracking link'],
  body: {
    en: 'Your HSRP booking {{1}} is cancelled because we could not verify your payment by {{2}}. If you have paid, please contact us with your transaction number. Details: {{3}} (keep this link private).',
    hi: 'आपकी HSRP बुकिंग {{1}} रद्द कर दी गई है क्योंकि {{2}} तक आपके भुगतान की पुष्टि नहीं हो सकी। यदि आपने भुगतान किया है, तो अपने ट्रांज़ैक्शन नंबर के साथ हमसे संपर्क करें। विवरण: {{3}} (यह लिंक किसी से साझा न करें)।',
  },
  links: [3],
};
