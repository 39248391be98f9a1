import type { TextTemplate } from './text-template.ts';

/** The fitting moved, by the customer or by staff: the new day and time. */
export const appointmentMoved: TextTemplate = {
  params: [
    'the order number',
    'the new day of the fitting',
    'its time slot, e.g. 10:00 am-12:00 pm',
    'the tracking link',
  ],
  body: {
    en: 'The fitting for your HSRP order {{1}} is now on {{2}}, in the {{3}} slot. Details: {{4}} (keep this link private).',
    hi: 'आपके HSRP ऑर्डर {{1}} की फ़िटिंग अब {{2}} को {{3}} के स्लॉट में होगी। विवरण: {{4}} (यह लिंक किसी से साझा न करें)।',
  },
  links: [4],
};
