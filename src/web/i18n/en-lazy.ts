/*
 * English for texts that only lazy pages show. en.ts ships in the customer entry, whose 100 KB
 * gzip budget is nearly spent; these ship with the page that shows them instead, through
 * lazy-messages.ts. Their Hindi is in hi.ts with all the rest, checked by the same Translation type.
 */
export const enLazy = {
  /**
   * Form messages only lazy pages give, found by their English words like formMessages
   * (translate-lazy-form-message.ts): the fitting appointment's refusals, APPOINTMENT_MESSAGES
   * (shared/appointments/appointment-fields.ts) written out, since the entry has no room for them.
   * translate-form-message.test.ts checks they are the same words.
   */
  lazyFormMessages: {
    appointmentDayRequired: 'Please choose a day for fitting.',
    appointmentSlotRequired: 'Please choose a time for fitting.',
    appointmentUnknownSlot:
      'That time is not offered for the fitment you chose. Please pick one from the list.',
    appointmentPast: 'That time has already passed. Please pick another.',
    appointmentClosed: 'We do not fit plates on that day. Please pick another day.',
    appointmentTooSoon: 'Your plates will not be ready by then. Please pick a later day.',
    appointmentTooFar: 'Please pick a day within the next four weeks.',
    appointmentFull:
      'Sorry, that time was just taken. Please pick another time; your details are kept.',
    appointmentTooLate:
      'An appointment can be changed until 24 hours before it starts. Please call us.',
    appointmentLimit: 'An appointment can be changed twice at most. Please call us.',
    appointmentClosedOrder: 'This order is closed, so its appointment cannot be changed.',
    appointmentNone: 'This order has no fitting appointment.',
    appointmentsLoadFailed: 'We could not load the free days. Please check your connection.',
  },
  /** The fitting appointment (issue 22): the booking form's calendar, payment, success, tracking. */
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
  /** Where the payment page says the 12-digit UPI reference sits in each app (issue 20). */
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
};
