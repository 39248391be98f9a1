/*
 * English of the Contact page: only its lazy chunk imports this (through contact-messages.ts), so
 * the customer entry and the path to payment carry none of it. The Hindi is in hi.ts with all the
 * rest, checked by the same Translation type.
 */
export const enContact = {
  contact: {
    title: 'Contact Us',
    intro: 'Questions about a booking, payment or installation? We are happy to help.',
    supportTitle: 'Support',
    supportHours: 'Phone/WhatsApp: {hours}',
    writeTitle: 'Write to us',
    name: 'Name',
    email: 'Email',
    subject: 'Subject (optional)',
    /** The subject of a message sent without one, shown in the empty field. */
    defaultSubject: 'HSRP Booking Support',
    message: 'Message',
    send: 'Send Message',
    mailAppOpened:
      'Your mail app should open with the message ready to send. If it did not, write to us at {email}.',
  },
};
