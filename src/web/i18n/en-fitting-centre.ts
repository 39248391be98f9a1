/*
 * English of where a booking is fitted, as the success and tracking pages show it (decision
 * 0051): only their lazy chunks import this (through fitting-centre-messages.ts), so the customer
 * path carries none of it. The Hindi is in hi.ts with all the rest, checked by the Translation type.
 */
export const enFittingCentre = {
  fittingCentre: {
    title: 'Place of fitting',
    fittingAt: 'Fitting at {centre}',
    homeBy: 'Home fitting, by {centre}’s team',
    map: 'Map of {name}',
    call: 'Call {phone}',
  },
};
