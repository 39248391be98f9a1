/** The Payments desk's own texts (admin area: English only). */
export const PAYMENTS_MESSAGES = {
  previewFailed: 'Could not check the statement. Please try again.',
  applyFailed: 'Could not apply the statement. Nothing was changed; please try again.',
  queueFailed: 'Failed to load the payments queue.',
  mappingLoadFailed: 'Failed to load your bank’s column mapping.',
  mappingSaveFailed: 'Failed to save the column mapping.',
  mappingSaved: 'Column mapping saved.',
  matchFailed: 'Could not match the line. Please try again.',
  dismissFailed: 'Could not dismiss the line. Please try again.',
  reopenFailed: 'Could not reopen the booking. Nothing was changed; please try again.',
  searchFailed: 'Could not search bookings. Please try again.',
  noUnmatched: 'Every bank credit is matched or dismissed.',
  noWaiting: 'No booking is waiting that long for its money.',
} as const;
