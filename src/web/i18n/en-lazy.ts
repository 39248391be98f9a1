import { LAZY_FORM_MESSAGES } from '#shared/validation/lazy-form-messages.ts';
import { count } from './count.ts';

/*
 * English for texts that only lazy pages show. en.ts ships in the customer entry, whose 100 KB
 * gzip budget is nearly spent; these ship with the page that shows them instead, through
 * lazy-messages.ts. Their Hindi is in hi.ts with all the rest, checked by the same Translation type.
 */
export const enLazy = {
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
    // Plain texts, not count(): tests/e2e/bundle-budget.spec.ts looks for each text in the build.
    onePlaceLeft: '1 place left',
    placesLeft: '{count} places left',
    slotFull: 'Full',
    currentTime: 'Your current time',
    appointment: 'Fitting appointment',
    pickAnother: 'Pick another time',
    change: 'Change appointment',
    changeTitle: 'Choose a new day and time',
    oneMoveLeft: 'You can change it once more, up to 24 hours before it starts.',
    movesLeft: 'You can change it {count} more times, up to 24 hours before it starts.',
    saveMove: 'Move appointment',
    moving: 'Moving…',
    keep: 'Keep the current time',
    moved: 'Your appointment is moved.',
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
    downloadQr: 'Download QR',
    payTo: 'Pay to',
    upiId: 'UPI ID',
    notAvailable: 'Not available',
    copyUpiId: 'Copy UPI ID',
    copy: 'Copy',
    copied: 'Copied',
    checkPayee: 'Check that your UPI app shows this name before you pay.',
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
  success: {
    title: 'Payment Successful',
    customer: 'Customer',
    thanks: 'Thank you, {name}! Your booking has been received.',
    dear: 'Dear {name},',
    letter:
      'Thank you for booking with {site}. Your HSRP number plate will arrive within {days} working days. Our team will call you on your mobile number to confirm the delivery or installation.',
    regards: 'Regards,',
    team: 'Team {site}',
    nextTitle: 'What happens next',
    nextVerified: 'Your payment and details are verified by our team.',
    nextQueued: 'Your order is queued for processing.',
    nextDelivery: 'Delivery or installation within {days} working days.',
    heldUntil: 'Your place is held until {when} while we check your payment.',
    letterAppointment:
      'Thank you for booking with {site}. Once your payment is verified, we fit your {item} at your appointment. We will call you on your mobile number if anything changes.',
    letterSticker:
      'Thank you for booking with {site}. Your colour sticker will be ready within {days} working days. Our team will call you on your mobile number to arrange the delivery or fitting.',
    nextFitting: 'We fit your {item} at your appointment: {when}.',
    itemPlate: 'HSRP number plate',
    itemSticker: 'colour sticker',
    redirecting: count({
      one: 'Redirecting to home in {count} second',
      other: 'Redirecting to home in {count} seconds',
    }),
    secondsLeft: '{seconds} seconds left',
    trackYourOrder: 'Track your order',
    orderNumber: 'Order number',
    amountPaid: 'Amount',
    goToHome: 'Go to Home',
    txnNumber: 'Transaction number',
    keepDetails:
      'Please note your order number: you need it to track your order or when you call us.',
    stayOnPage: 'Stay on this page',
    staying: 'You are staying on this page. Go to Home whenever you are ready.',
  },
  /** Sharing an order on WhatsApp, from the success and tracking pages. */
  share: {
    onWhatsApp: 'Share on WhatsApp',
    text: 'My HSRP booking {orderId} — track it here: {link}',
  },
  tracking: {
    title: 'Track your order',
    intro:
      "Enter your order number and your vehicle's registration number to see where your order is.",
    introLink: 'Your order, opened by the link from your booking.',
    openingLink: 'Opening your order…',
    orderNumber: 'Order number',
    orderNumberHint: 'As shown in your booking e-mail, e.g. HSRPBOOKING/2026/1121123456.',
    regNumber: 'Registration number',
    regNumberHint: 'The registration number you booked with, e.g. UK08AB1234.',
    lookingUp: 'Looking up…',
    track: 'Track order',
    orderStatus: 'Order status',
    whatNext: 'What happens next',
    orderDetails: 'Order details',
    orderDate: 'Order date',
    service: 'Service',
    vehicle: 'Vehicle',
    installation: 'Installation',
    downloadReceipt: 'Download receipt (PDF)',
    downloadCreditNote: 'Download credit note (PDF)',
    pricePaid: 'Price paid',
    subtotal: 'Subtotal',
    gstWithPct: 'GST ({pct})',
    serviceCharges: 'Service charges',
    totalPaid: 'Total paid',
    statusHistory: 'Status history',
    submittedMeaning: 'We have received your booking and your payment details.',
    submittedNext:
      'Our team is checking your payment. Once it is verified, your order is confirmed and we send you an e-mail.',
    confirmedMeaning: 'Your payment is verified and your order is confirmed.',
    confirmedNext:
      'Your plates will be delivered or installed within {days} working days. Our team will call you on your mobile number to arrange it.',
    confirmedNextAppointment: 'We fit your {item} at your appointment, shown below.',
    heldUntil: 'Your place is held until {when} while we check your payment.',
    lapsedMeaning:
      'This booking was cancelled because we could not verify a payment for it by {when}: its fitting time is free for others again.',
    lapsedNext:
      'If you did pay, please call us ({hours}) quoting your order number and transaction number. Otherwise you can book again.',
    bookAgain: 'Book again',
    itemPlate: 'HSRP plates',
    itemSticker: 'colour sticker',
    fulfilledMeaning: 'Your order is complete: your plates have been delivered or installed.',
    fulfilledNext: 'Nothing more to do. Keep the receipt for your records.',
    cancelledMeaning: 'This order has been cancelled.',
    cancelledNext:
      'If you did not expect this, please call us ({hours}) quoting your order number.',
  },
};
