import type { TextTemplate } from './text-template.ts';

/** Staff decided the customer's request to cancel (approved, or declined with a note). */
export const cancellationDecided: TextTemplate = {
  params: ['the order number', 'the decision (and staff’s note)', 'the tracking link'],
  body: {
    en: 'Your request to cancel HSRP order {{1}} has been decided: {{2}}. Details and any refund are here: {{3}} (keep this link private).',
    hi: 'HSRP ऑर्डर {{1}} रद्द करने के आपके अनुरोध पर निर्णय: {{2}}। विवरण और रिफ़ंड की जानकारी यहाँ है: {{3}} (यह लिंक किसी से साझा न करें)।',
  },
  links: [3],
};

/** The decision as the template's second parameter, in the customer's language. */
export const CANCELLATION_DECISION_WORDS = {
  en: { approved: 'approved, the order is cancelled', declined: 'declined. Our note: {note}' },
  hi: { approved: 'स्वीकार, ऑर्डर रद्द कर दिया गया है', declined: 'अस्वीकार। हमारा नोट: {note}' },
} as const;
