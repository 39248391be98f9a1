import type { TextTemplate } from './text-template.ts';

/** Staff (or a bank statement) verified the payment (CONFIRMED). */
export const paymentConfirmed: TextTemplate = {
  params: ['the order number', 'the tracking link'],
  body: {
    en: 'Your payment for HSRP order {{1}} is verified and your order is being prepared. Follow it here: {{2}} (keep this link private).',
    hi: 'HSRP ऑर्डर {{1}} के लिए आपका भुगतान सत्यापित हो गया है और आपका ऑर्डर तैयार किया जा रहा है। इसे यहाँ देखें: {{2}} (यह लिंक किसी से साझा न करें)।',
  },
  links: [2],
};
