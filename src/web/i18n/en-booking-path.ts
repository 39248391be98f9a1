import { LAZY_FORM_MESSAGES } from '#shared/validation/lazy-form-messages.ts';

/*
 * English for the lazy texts on the customer's path to payment (the booking form and the payment
 * page), through booking-path-messages.ts. Apart from the success and tracking pages' (en-lazy.ts),
 * so the path does not download the texts of pages that come after it.
 */
export const enBookingPath = {
  /**
   * The customer messages by key that only lazy pages give (the fitting appointment's refusals,
   * the payment's holds and duplicate check): shared/validation/lazy-form-messages.ts as it is.
   */
  lazyFormMessages: LAZY_FORM_MESSAGES,
  /** The fitting appointment: the booking form's calendar, payment, success, tracking. */
  appointments: {
    section: 'Fitting appointment',
    intro: 'Choose when we fit your plates. Closed and full days cannot be chosen.',
    dayLegend: 'Fitting day',
    slotLegend: 'Fitting time on {day}',
    loading: 'Loading free days…',
    noFreeDay: 'No day is free in the next four weeks. Please call us.',
    full: 'Full',
    closed: 'Closed',
    holiday: 'Holiday',
    dayFull: '{day}, full',
    dayClosed: '{day}, closed',
    dayHoliday: '{day}, holiday: {name}',
    holidays: 'Holidays: {list}',
    // Issue 39: a day inside the owner's lead time is not closed, only not bookable yet.
    notYet: 'Not yet bookable',
    opensFrom: 'Bookings open from {day}',
    // Plain texts, not count(): tests/e2e/bundle-budget.spec.ts looks for each text in the build.
    onePlaceLeft: '1 place left',
    placesLeft: '{count} places left',
    slotFull: 'Full',
    currentTime: 'Your current time',
    appointment: 'Fitting appointment',
    pickAnother: 'Pick another time',
  },
  /**
   * Where the payment page says the 12-digit UPI reference sits in each app: the number staff match
   * payments by (docs/product.md#payment-by-upi).
   */
  utrHelp: {
    summary: 'Where do I find it?',
    intro: 'Open the payment in the app you paid with and copy the 12-digit number. It is usually:',
    googlePay: 'See transaction history → your payment → “UPI transaction ID”.',
    phonePe: 'History → your payment → “UTR”, under “Debited from”.',
    paytm: 'Balance & History → your payment → “UPI Ref No.”',
    bhim: 'Transactions → your payment → the 12-digit UPI reference number.',
    bankApps: 'Bank apps',
    bankApp: 'the payment’s details, or the bank’s SMS about it: “UPI Ref No.” or “UTR”.',
    notTheUtr: 'Menus differ between app versions. An ID with letters in it is not the UTR.',
  },
  payment: {
    title: 'My Booking Details',
    intro: 'Step 3 of 3: check your order, pay by UPI and submit the transaction number.',
    orderSummary: 'Order summary',
    payByUpi: 'Pay by UPI',
    confirmPayment: 'Confirm your payment',
    orderNumber: 'Order number',
    bookedItem: 'Booked item',
    item: 'Item',
    modelType: 'Model type',
    price: 'Price',
    subtotal: 'Subtotal',
    gst: 'GST',
    gstWithPct: 'GST ({pct})',
    serviceCharges: 'Service charges',
    homeCharge: 'Home fitting',
    finalTotal: 'Final total',
    yourDetails: 'Your details',
    name: 'Name',
    mobile: 'Mobile',
    registration: 'Registration',
    installation: 'Installation',
    city: 'City',
    editDetails: 'Edit details',
    pricesFailed: 'We could not load the current prices. Please check your connection.',
    tryAgain: 'Try again',
    loadingPrices: 'Loading prices',
    qrAfterPrices: 'The payment QR appears once prices load.',
    qrAlt: 'UPI payment QR code for {amount}',
    qrUnavailable: 'The QR code is unavailable. Pay to the UPI ID below.',
    noQr: 'No payment QR code is available right now. Please contact support.',
    amount: 'Amount',
    payWithUpiApp: 'Pay with UPI app',
    downloadQr: 'Save QR image',
    payTo: 'Pay to',
    upiId: 'UPI ID',
    copyUpiId: 'Copy UPI ID',
    copy: 'Copy',
    copied: 'Copied',
    // Issue 39: UPI apps show the bank account holder's name, not the business name.
    holder: 'Bank account holder',
    checkHolder: 'Before you pay, check that your UPI app shows the account holder’s name: {name}.',
    checkPayee:
      'Your UPI app shows the bank account holder’s name, not always the business name: check it before you pay.',
    // A QR image alone (no UPI id) cannot be scanned from the phone showing it.
    galleryHowTo:
      'On this phone? Save the QR image, then in Google Pay, PhonePe, Paytm or BHIM tap Scan QR → choose from gallery (or Upload) and pick it.',
    txnLabel: 'Payment Transaction No.',
    txnHint: 'The 12-digit UTR (UPI reference number) your UPI app shows after paying.',
    screenshotLabel: 'Payment screenshot (optional)',
    screenshotHint: 'An image of the payment confirmation, up to 5 MB.',
    /** The file picker's own words (the browser's native ones would stay in its language). */
    chooseFile: 'Choose file',
    noFileChosen: 'No file chosen',
    removeScreenshot: 'Remove screenshot',
    holdPreview: 'If you submit now, your place is held until {when} while we check your payment.',
    submitting: 'Submitting…',
    submit: 'Submit Payment',
    // A vehicle type without a payee, and a QR image that cannot carry the amount.
    pausedTitle: 'Bookings are paused',
    pausedText:
      'We are not taking online payments for {vehicleType} bookings yet. Please do not pay anyone for this order.',
    pausedCall: 'Call us to book ({hours}):',
    pausedSubmit:
      'You can submit your payment here as soon as bookings open again. This page updates by itself.',
    uploadedQrNote:
      'This QR code does not fill in the amount: enter {amount} in your UPI app and add your order number {orderId} as the note.',
  },
  /**
   * Where the plates are fitted (decision 0051): the booking form's fitting centres for the PIN,
   * and the payment page's summary line.
   */
  fittingPlaces: {
    pinFirst: 'Enter your PIN code above to see the fitting centres and free days.',
    loading: 'Loading fitting centres…',
    centreFirst: 'The free days show once the fitting centre is known.',
    fittingAt: 'Fitting at',
    homeFrom: 'Home fitting at your address, from {centre}',
    changePlace: 'Change where we fit',
  },
};
