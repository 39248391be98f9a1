/*
 * English of the booking form's centre picker (decision 0051): only its own chunk imports this
 * (through centre-messages.ts), loaded when there is a centre to choose, so a home visit's path
 * carries none of it. The Hindi is in hi.ts with all the rest, checked by the same Translation type.
 */
export const enCentres = {
  centres: {
    centre: 'Fitting centre',
    nearest: 'Fitting centres near you',
    nextFreeDay: 'Next free day: {day}',
    noFreeDay: 'No free day in the next four weeks',
    map: 'Map of {name}',
    call: 'Call {phone}',
    none: 'No fitting centre is taking bookings right now. Please call us.',
  },
};
