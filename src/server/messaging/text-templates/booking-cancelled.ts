import type { TextTemplate } from './text-template.ts';

/** Staff cancelled the order. */
export const bookingCancelled: TextTemplate = {
  params: ['the order number', 'the tracking link'],
  body: {
    en: 'Your HSRP order {{1}} has been cancelled. Details: {{2}} (keep this link private). Please contact us if you have any questions.',
    hi: 'आपका HSRP ऑर्डर {{1}} रद्द कर दिया गया है। विवरण: {{2}} (यह लिंक किसी से साझा न करें)। कोई प्रश्न हो तो कृपया हमसे संपर्क करें।',
  },
  links: [2],
};
