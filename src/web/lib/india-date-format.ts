/*
 * Orders are placed and handled in India, so their dates are shown in India time whatever the
 * customer's phone is set to.
 */
const date = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

const format = (formatter: Intl.DateTimeFormat, iso: string) => {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : formatter.format(at);
};

/** "12 Jun 2026" */
export const formatIndiaDate = (iso: string) => format(date, iso);

/** "12 Jun 2026, 3:04 pm" */
export const formatIndiaDateTime = (iso: string) => format(dateTime, iso);
