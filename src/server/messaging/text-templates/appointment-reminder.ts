import type { TextTemplate } from './text-template.ts';

/** The day before the fitting, from the owner's reminder hour. */
export const appointmentReminder: TextTemplate = {
  params: [
    'the order number',
    'the day of the fitting',
    'its time slot, e.g. 10:00 am-12:00 pm',
    'the tracking link',
  ],
  body: {
    en: 'Reminder: the fitting for your HSRP order {{1}} is tomorrow, {{2}}, in the {{3}} slot. Please keep the vehicle and its RC ready. Details: {{4}} (keep this link private).',
    hi: 'याद दिला दें: आपके HSRP ऑर्डर {{1}} की फ़िटिंग कल, {{2}} को {{3}} के स्लॉट में है। कृपया वाहन और उसकी RC तैयार रखें। विवरण: {{4}} (यह लिंक किसी से साझा न करें)।',
  },
  links: [4],
};
