import type { TextTemplate } from './text-template.ts';

/** The order is fulfilled: plates (or the colour sticker) fitted. No link: nothing is left to do. */
export const bookingFitted: TextTemplate = {
  params: ['the order number'],
  body: {
    en: 'Your HSRP order {{1}} has been fitted and is now complete. Thank you for choosing us.',
    hi: 'आपका HSRP ऑर्डर {{1}} फ़िट कर दिया गया है और अब पूरा हो गया है। हमें चुनने के लिए धन्यवाद।',
  },
};
