import { INDIAN_STATES, type IndianState } from '#shared/booking/indian-states.ts';
import { SERVICES, type ServiceKey, VEHICLE_TYPE_LABELS } from '#shared/catalog/services.ts';
import { SUPPORT_HOURS } from '#shared/site/site-info.ts';
import { FORM_MESSAGES } from '#shared/validation/form-messages.ts';
import type { CountText, PluralTexts } from './count.ts';
import type { enAbout } from './en-about.ts';
import type { enCancellation } from './en-cancellation.ts';
import type { enCentres } from './en-centres.ts';
import type { enComplaints } from './en-complaints.ts';
import type { enContact } from './en-contact.ts';
import type { enFittingCentre } from './en-fitting-centre.ts';
import type { enLazy } from './en-lazy.ts';
import type { enMobileCode } from './en-mobile-code.ts';
import type { enMovers } from './en-movers.ts';
import type { enPersonalData } from './en-personal-data.ts';
import type { enPolicyPages } from './en-policy-pages.ts';

/*
 * Every English text of the customer pages: the base language, shipped in the entry chunk. The
 * words are fixed (docs/product.md#languages), so these are the words the pages always had.
 * `{name}` marks a value filled in by fill() (fill.ts). Texts that already live in src/shared as
 * data (statuses, vehicle types, service titles and summaries, states, default support hours) are
 * taken from there.
 */
export const en = {
  layout: {
    skipToContent: 'Skip to content',
    mainNav: 'Main',
    menu: 'Menu',
    home: 'Home',
    trackOrder: 'Track order',
    about: 'About',
    contact: 'Contact',
    footerNav: 'Footer',
    footerAbout:
      'Online booking for high-security registration plates and colour stickers, with home or dealer installation.',
    privateService: '{name} is an independent private service, not the government HSRP portal.',
    quickLinks: 'Quick links',
    bookYourService: 'Book your service',
    trackYourOrder: 'Track your order',
    complaints: 'Complaints',
    supportWithHours: 'Support ({hours})',
    copyright: '© {year} {name}. All rights reserved.',
  },
  common: {
    loading: 'Loading, please wait',
    errorTitle: 'Unexpected Application Error!',
    errorFallback: 'Something went wrong.',
    reloadPage: 'Reload page',
    goToHome: 'Go to Home',
    /**
     * The plate site's default support hours in this language: shown while site info keeps the
     * default (`supportHours` in site-info.ts); hours an admin typed show as typed.
     */
    supportHours: SUPPORT_HOURS,
    phone: 'Phone',
    whatsApp: 'WhatsApp',
    chatOnWhatsApp: 'Chat with us on WhatsApp',
    email: 'Email',
    address: 'Address',
    servicesFor: 'For: {vehicleTypes}',
    priceFrom: 'From {amount}',
    // Issue 39: a vehicle type without a payee takes no bookings; the service cards say so.
    pausedFor: 'Bookings paused for {vehicleTypes}: please call us.',
    bookNow: 'Book Now',
    select: 'Select',
  },
  home: {
    heroTag: 'HSRP & colour stickers for two- and four-wheelers',
    heroTitle: 'Book your HSRP number plate online',
    heroText:
      'Choose your plate, share your vehicle details, pay by UPI and get it fitted at home or at a dealer.',
    bookIn2Minutes: 'Book in 2 Minutes',
    seeHowItWorks: 'See How It Works',
    trustGuidelines: 'As per government guidelines',
    trustPayment: 'Secure UPI payment',
    trustProcessing: 'Fast processing',
    trustDoorstep: 'Doorstep installation option',
    laserCodedPlate: 'Laser-coded plate',
    colourSticker: 'Colour sticker',
    servicesTitle: 'Our Services',
    servicesText: 'Pick what your vehicle needs, then fill in a short form.',
    howTitle: 'How it works',
    chooseTitle: 'Choose your service',
    chooseText: 'HSRP, colour sticker or both, for your vehicle type.',
    detailsTitle: 'Fill in vehicle details',
    detailsText: 'Registration, chassis and engine numbers, and address.',
    payTitle: 'Pay by UPI',
    payText: 'Scan the QR or use any UPI app, then enter the transaction number.',
    installTitle: 'Get it installed',
    installText: 'At your doorstep or at a dealer, within {days} working days.',
    aboutTitle: 'About Us',
    aboutWhat:
      '{name} helps vehicle owners get high-security registration plates and fuel-type colour stickers without queues. Book online in a few minutes, pay by UPI and choose home or dealer installation.',
    aboutWho:
      'We are a private service provider based in {city}. Our team checks every booking, keeps you informed by phone, and follows the government guidelines for plate fitment.',
    contactTitle: 'Contact',
    contactText: 'Questions about your booking? Call or WhatsApp our support team.',
    contactHours: 'Phone/WhatsApp support: {hours}',
  },
  /** The links to the policy pages (the pages' own texts are in en-policy-pages.ts). */
  policies: {
    linksHeading: 'Policies',
    refund: 'Refund and cancellation policy',
    privacy: 'Privacy policy',
    terms: 'Terms of service',
    grievanceOfficer: 'Grievance officer',
    readBeforePaying: 'Please read before you pay:',
  },
  booking: {
    title: 'Book Your Service',
    stepChoose: 'Step 1 of 3: choose the service your vehicle needs.',
    stepDetails: 'Step 2 of 3: your vehicle and contact details. It takes about two minutes.',
    chooseService: 'Choose a service',
    selectedService: 'Selected service',
    changeService: 'Change service',
    vehicleType: 'Vehicle type',
    setByService: '(set by this service)',
    vehiclePrice: 'Total {amount}',
    yourDetails: 'Your details',
    fullName: 'Full name',
    mobile: 'Mobile number',
    mobileHint: '10 digits, without +91',
    email: 'Email',
    /** The WhatsApp agreement: version WHATSAPP_CONSENT_VERSION's words (whatsapp-consent.ts). */
    whatsapp: 'Send me updates about this booking on WhatsApp',
    /** The privacy notice: version PRIVACY_NOTICE_VERSION's words (personal-data/privacy-notice.ts). */
    privacyNotice:
      'We use these details only for this booking, fitting and invoice, and blank them a year after the order closes (tax records: 8 years). Download them or ask us to erase them from your tracking link; questions to our grievance officer.',
    address: 'Address',
    state: 'State',
    selectState: 'Select',
    city: 'City',
    pincode: 'Pin code',
    addressHint: 'House number, street and landmark: needed for home installation.',
    vehicleDetails: 'Vehicle details',
    regNumber: 'Registration number',
    regNumberPlaceholder: 'e.g. UK08AB1234',
    chassisLast5: 'Chassis number (last 5 digits)',
    engineLast5: 'Engine number (last 5 digits)',
    installation: 'Installation',
    /** Opens the customer's GSTIN input, shown only by a business registered for GST. */
    addGstin: 'Add GSTIN for a business invoice (optional)',
    proceed: 'Proceed to Payment',
  },
  installation: {
    home: 'Home installation',
    homeText: 'Our fitter comes to your doorstep.',
    dealer: 'Dealer installation',
    dealerText: 'Get it fitted at a dealer near you.',
  },
  /*
   * The customer messages by key (shared/validation/form-messages.ts): what the shared schemas, the
   * server and the pages' own failures say about a form. Taken as they are, so each English text
   * is written once; every other language has its words per key.
   */
  formMessages: FORM_MESSAGES,
  vehicleTypes: VEHICLE_TYPE_LABELS,
  serviceTitles: {
    HSRP_WITH_COLOR: SERVICES.HSRP_WITH_COLOR.title,
    TWO_WHEELER_PLATE: SERVICES.TWO_WHEELER_PLATE.title,
    FOUR_WHEELER_PLATE: SERVICES.FOUR_WHEELER_PLATE.title,
    ONLY_COLOR_STICKERS: SERVICES.ONLY_COLOR_STICKERS.title,
    ELECTRIC_VEHICLE_PLATE: SERVICES.ELECTRIC_VEHICLE_PLATE.title,
    TRACTOR_TRAILER_PLATE: SERVICES.TRACTOR_TRAILER_PLATE.title,
  } satisfies Record<ServiceKey, string>,
  serviceSummaries: {
    HSRP_WITH_COLOR: SERVICES.HSRP_WITH_COLOR.summary,
    TWO_WHEELER_PLATE: SERVICES.TWO_WHEELER_PLATE.summary,
    FOUR_WHEELER_PLATE: SERVICES.FOUR_WHEELER_PLATE.summary,
    ONLY_COLOR_STICKERS: SERVICES.ONLY_COLOR_STICKERS.summary,
    ELECTRIC_VEHICLE_PLATE: SERVICES.ELECTRIC_VEHICLE_PLATE.summary,
    TRACTOR_TRAILER_PLATE: SERVICES.TRACTOR_TRAILER_PLATE.summary,
  } satisfies Record<ServiceKey, string>,
  /** The booking form's states: the value sent stays the English name, only the label changes. */
  states: Object.fromEntries(INDIAN_STATES.map((state) => [state, state])) as Record<
    IndianState,
    string
  >,
};

/** A text, or a count() of texts by plural form, as another language writes it. */
type TranslatedText<English> = English extends string
  ? string
  : English extends CountText
    ? PluralTexts
    : never;

/**
 * The shape every other language's file must have: the same screens with the same keys, so
 * TypeScript names a missing or unknown key (translations.test.ts checks the same at run time).
 */
export type Translation = {
  [Screen in keyof EnglishTexts]: {
    [Key in keyof EnglishTexts[Screen]]: TranslatedText<EnglishTexts[Screen][Key]>;
  };
};

/** Every English text: the entry's (above), the lazy pages' own (en-lazy.ts) and the code step's. */
type EnglishTexts = typeof en &
  typeof enLazy &
  typeof enMobileCode &
  typeof enMovers &
  typeof enCentres &
  typeof enComplaints &
  typeof enCancellation &
  typeof enPersonalData &
  typeof enFittingCentre &
  typeof enAbout &
  typeof enContact &
  typeof enPolicyPages;
