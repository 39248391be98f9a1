import type { TextTemplate } from './text-template.ts';

/** Staff recorded the refund of a cancelled order as paid back by UPI. */
export const refundSent: TextTemplate = {
  params: ['the order number', 'the amount', 'the UPI reference', 'the tracking link'],
  body: {
    en: 'For your HSRP order {{1}} we have sent your refund of {{2}} by UPI, reference number {{3}}. Banks usually show it within 5 to 7 working days. Details: {{4}} (keep this link private).',
    hi: 'आपके HSRP ऑर्डर {{1}} के लिए हमने {{2}} का रिफ़ंड UPI से भेज दिया है, रेफ़रेंस नंबर {{3}} है। बैंक आम तौर पर इसे 5 से 7 कार्य-दिवसों में दिखा देते हैं। विवरण: {{4}} (यह लिंक किसी से साझा न करें)।',
  },
  links: [4],
};
