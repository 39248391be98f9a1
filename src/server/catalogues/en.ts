import { LAPSE_REASON } from '#server/holds/lapse-reason.ts';
import { BOOKING_STATUS_LABELS } from '#shared/booking/booking-status.ts';
import {
  SERVICE_KEYS,
  SERVICES,
  type ServiceKey,
  VEHICLE_TYPE_LABELS,
} from '#shared/catalog/services.ts';
import { SUPPORT_HOURS } from '#shared/site/site-info.ts';

const SERVICE_TITLES = Object.fromEntries(
  SERVICE_KEYS.map((key) => [key, SERVICES[key].title]),
) as Record<ServiceKey, string>;

/**
 * What customers read from the server, in English: their mails and their receipt. `{name}`
 * marks a value filled in by `fillText`. Each other language has one file beside this one, of
 * the type `CustomerTexts` derived from this object, so a missing key fails the type check. The
 * names of things (services, vehicles, statuses) are the ones the English pages use.
 */
export const EN_TEXTS = {
  names: {
    services: SERVICE_TITLES,
    vehicleTypes: { ...VEHICLE_TYPE_LABELS },
    statuses: { ...BOOKING_STATUS_LABELS },
    installation: { home: 'At home', dealer: 'At the dealer' },
    /** Where the fitting is, after its time. */
    fittingPlace: { home: 'at your address', dealer: 'at the dealer' },
    /** What is fitted: a sticker-only order is never promised a number plate. */
    fittedItem: { plates: 'plates', sticker: 'colour sticker' },
  },
  /** The site's default support hours; hours an admin typed are shown as typed. */
  defaultSupportHours: SUPPORT_HOURS,
  mail: {
    dear: 'Dear {name},',
    orderNumber: 'Order number',
    followOrder: 'Follow your order',
    appointment: 'Fitting appointment: {when} (India time), {place}',
    /** The booking's fitting centre (dealer installation), and the team that comes (home). */
    centre: 'Fitting centre: {name}, {address}',
    homeTeam: 'Fitted at your address by the team of {name}',
    centrePhone: 'Their phone: {phone}',
    mapLink: 'Open the map',
    questions: 'Questions? Call or WhatsApp us {hours}, quoting your order number.',
    footerSupport: 'Support {hours}: {phone}, {email}',
    footerIndependent: 'An independent private service, not the government HSRP portal.',
  },
  bookingReceived: {
    subject: 'We received your payment details: {orderId}',
    thanks: 'Thank you for booking with us. We received your booking and payment details.',
    heldUntil: 'Your place is held until {when} (India time) while we check your payment.',
    whatNext: 'What happens next',
    stepVerify: 'We verify your payment and details.',
    stepQueued: 'Your order is queued for processing.',
    stepCall:
      'Delivery or installation of your {item} within {days} working days; our team will call you.',
    keepLinkPrivate: 'Keep this link to yourself: it opens your order.',
    rows: {
      service: 'Service',
      vehicle: 'Vehicle',
      registrationNumber: 'Registration number',
      installation: 'Installation',
      subtotal: 'Subtotal',
      gst: 'GST ({pct})',
      serviceCharges: 'Service charges',
      homeCharge: 'Home fitting',
      totalPaid: 'Total paid',
      transactionNumber: 'Transaction number',
    },
  },
  statusChanged: {
    subject: {
      CONFIRMED: 'Your order {orderId} is confirmed',
      FULFILLED: 'Your order {orderId} is fulfilled',
      CANCELLED: 'Your order {orderId} is cancelled',
    },
    confirmedAtAppointment:
      'Your payment is verified and your order is confirmed. We will fit your {item} at your appointment:',
    confirmed:
      'Your payment is verified and your order is confirmed. Your {item} will be delivered or installed within {days} working days; our team will call you to arrange it.',
    fulfilledPlates:
      'Your order is complete: your plates have been delivered or installed. Thank you for choosing us.',
    fulfilledSticker:
      'Your order is complete: your colour sticker has been delivered or fitted. Thank you for choosing us.',
    cancelled:
      'Your order has been cancelled. If you did not expect this, please call us ({hours}) quoting your order number.',
  },
  appointment: {
    movedSubject: 'Fitting appointment moved: {orderId}',
    movedByStaff: 'We moved your number plate fitting appointment.',
    movedByCustomer: 'You moved your number plate fitting appointment.',
    wasAt: 'It was: {when}.',
    reminderSubject: 'Your plate fitting is tomorrow: {orderId}',
    reminder: 'A reminder: your number plate fitting is tomorrow.',
    ready: 'Please keep the vehicle and its registration certificate (RC) ready.',
  },
  holdLapsed: {
    subject: 'Your booking {orderId} is cancelled: {reason}',
    /** The words of the booking's history note too (holds/lapse-reason). */
    reason: LAPSE_REASON,
    news: 'We held your place until {when} (India time), but we could not verify a payment for this booking by then, so it is cancelled and its fitting time is free for others.',
    ifPaid:
      'If you did pay, please call us ({hours}) quoting your order number and transaction number {txnId}.',
    bookAgainHint: 'To book again, choose a new time here:',
    bookAgain: 'Book again',
    yourOrder: 'Your order',
  },
  complaint: {
    receivedSubject: 'We received your complaint: ticket {ticket}',
    received:
      'Thank you for telling us. We have received your complaint and given it the ticket number {ticket}.',
    promises:
      'We will reply by {acknowledgeBy} (India time) and resolve it by {resolveBy}, as the Consumer Protection (E-Commerce) Rules 2020 ask.',
    yourText: 'What you wrote',
    check: 'Check your ticket with its number and your mobile number:',
    replySubject: 'Reply to your complaint, ticket {ticket}',
    reply: 'We have replied to your complaint {ticket}:',
  },
  refunds: {
    approvedSubject: 'Your cancellation of order {orderId} is approved',
    declinedSubject: 'Your cancellation request for order {orderId}',
    sentSubject: 'Refund sent for order {orderId}',
    approved: 'As you asked, we have cancelled your order, and its fitting time is free again.',
    declined: 'We could not cancel your order as you asked. Our note: {note}',
    declinedHelp: 'Your order stays as it was. Please call us ({hours}) if you have questions.',
    refundDue: 'We will pay {amount} back by UPI to the account you paid from, by {day}.',
    refundCharge: 'The cancellation charge of {charge} that our refund policy states is kept.',
    sent: 'We sent your refund of {amount} by UPI on {day}. UPI reference: {upiRef}.',
    sentHelp:
      'Banks usually show a refund within 5–7 working days. If it has not arrived by then, please call us quoting the UPI reference.',
  },
  receipt: {
    title: 'Receipt {orderId}',
    orderReceipt: 'Order receipt',
    paymentReceipt: 'Payment receipt',
    billOfSupply: 'Receipt (bill of supply)',
    noTaxNote: 'No GST is charged: {name} is not registered for GST.',
    orderReceiptNote:
      'This order receipt is not a tax invoice. Your tax invoice, with its invoice number, follows once we have verified your payment: download this file again from the tracking page then.',
    independent: '{name} is an independent private service, not the government HSRP portal.',
    gstin: 'GSTIN: {gstin}',
    atCustomerAddress: 'At the customer’s address, by {name}',
    rows: {
      orderNumber: 'Order number',
      date: 'Date',
      customer: 'Customer',
      vehicle: 'Vehicle',
      service: 'Service',
      installation: 'Installation',
      appointment: 'Fitting appointment',
      placeOfFitting: 'Place of fitting',
      basePrice: 'Base price',
      gst: 'GST ({pct})',
      serviceCharge: 'Service charge',
      homeCharge: 'Home fitting',
      total: 'Total',
      transactionNumber: 'UPI transaction number',
      status: 'Status',
    },
  },
  /** The readable page of a customer's data download (personal-data/my-data-page.ts). */
  myData: {
    title: 'Your data: order {orderId}',
    intro:
      'Everything we keep about this booking, as of {date}. The same data as a file for other apps: download it as JSON from your tracking page.',
    booking: 'Booking',
    contact: 'Contact details',
    vehicle: 'Vehicle',
    payment: 'Payment',
    messages: 'Messages sent to you',
    consents: 'Your agreements',
    retention: 'Retention and erasure',
    none: 'None',
    kept: 'Kept',
    deleted: 'Deleted on {date}',
    fields: {
      service: 'Service',
      vehicleType: 'Vehicle type',
      installation: 'Installation',
      appointment: 'Fitting appointment',
      status: 'Status',
      createdAt: 'Booked on',
      fullName: 'Name',
      mobile: 'Mobile',
      email: 'E-mail',
      address: 'Address',
      registrationNumber: 'Registration number',
      chassisLast5: 'Chassis number (last 5)',
      engineLast5: 'Engine number (last 5)',
      upiTransactionNumber: 'UPI transaction number',
      total: 'Total paid',
      screenshot: 'Payment screenshot',
      taxInvoice: 'Tax invoice',
      privacyNotice: 'Privacy notice (version {version}), agreed on {date}',
      whatsapp: 'WhatsApp updates (version {version}), agreed on {date}',
      blanked: 'Address and e-mail blanked on {date}',
      erased: 'Erased at your request on {date}',
      erasureRequested: 'Erasure asked for on {date}',
    },
  },
};

/** Strings where English has its texts, so each language has the same keys and no more. */
type TextsShaped<T> = { readonly [K in keyof T]: T[K] extends string ? string : TextsShaped<T[K]> };

export type CustomerTexts = TextsShaped<typeof EN_TEXTS>;
