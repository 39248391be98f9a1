import { BOOKING_STATUS_LABELS } from '#shared/booking/booking-status.ts';
import { TRACK_MESSAGES } from '#shared/tracking/track-messages.ts';
import { count } from './count.ts';
import { enBookingPath } from './en-booking-path.ts';

/*
 * English for texts that only lazy pages show. en.ts ships in the customer entry, whose 100 KB
 * gzip budget is nearly spent; these ship with the page that shows them instead, through
 * lazy-messages.ts. Their Hindi is in hi.ts with all the rest, checked by the same Translation type.
 */
export const enLazy = {
  /** The booking form's and the payment page's (en-booking-path.ts). */
  ...enBookingPath,
  /** The fitting appointment's, with the tracking page's words for moving it. */
  appointments: {
    ...enBookingPath.appointments,
    change: 'Change appointment',
    changeTitle: 'Choose a new day and time',
    oneMoveLeft: 'You can change it once more, up to 24 hours before it starts.',
    movesLeft: 'You can change it {count} more times, up to 24 hours before it starts.',
    saveMove: 'Move appointment',
    moving: 'Moving…',
    keep: 'Keep the current time',
    moved: 'Your appointment is moved.',
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
  /** The tracking page's refusals by key: shared/tracking/track-messages.ts as it is. */
  trackMessages: TRACK_MESSAGES,
  /** An order's status as the tracking page names it: shared/booking/booking-status.ts as it is. */
  bookingStatuses: BOOKING_STATUS_LABELS,
  tracking: {
    title: 'Track your order',
    intro:
      "Enter your order number and your vehicle's registration number to see where your order is.",
    introLink: 'Your order, opened by the link from your booking.',
    openingLink: 'Opening your order…',
    orderNumber: 'Order number',
    orderNumberHint:
      'As shown in your booking e-mail, e.g. HSRPBOOKING/2026/1121123456, or only its last ten digits (1121123456).',
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
    homeCharge: 'Home fitting',
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
