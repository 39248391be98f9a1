import type { LocaleDefinition } from '../locale-definition.ts';

/** English: the base language, in which every text is written first. */
export const english = {
  code: 'en',
  nativeName: 'English',
  lang: 'en',
  dir: 'ltr',
  pluralForm: (count) => (count === 1 ? 'one' : 'other'),
  calendar: {
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    shortWeekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    shortMonths: [
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sept',
      'Oct',
      'Nov',
      'Dec',
    ],
  },
} as const satisfies LocaleDefinition<'en'>;
