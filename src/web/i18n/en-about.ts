/*
 * English of the About page: only its lazy chunk imports this (through about-messages.ts), so the
 * customer entry and the path to payment carry none of it. The Hindi is in hi.ts with all the
 * rest, checked by the same Translation type.
 */
export const enAbout = {
  about: {
    title: 'About Us',
    intro: 'Online booking for high-security registration plates, without the queues.',
    whoTitle: 'Who we are',
    whoText:
      '{name} is a private service provider based in {city}. We help owners of two-wheelers and four-wheelers book HSRP plates and fuel-type colour stickers online, pay by UPI and get them fitted without visiting an office.',
    notGovernment:
      'We are not a government website. We handle the booking, the paperwork checks and the fitment for you, and our team calls you before delivery or installation.',
    rulesTitle: 'Done by the rules',
    rulesText: 'Plates and colour stickers as per government guidelines for your vehicle.',
    paymentTitle: 'Secure payment',
    paymentText: 'Pay by UPI to our verified account; every payment is checked by our team.',
    fitmentTitle: 'Your choice of fitment',
    fitmentText: 'Installation at your doorstep or at a dealer, within {days} working days.',
    bookYourService: 'Book your service',
  },
};
