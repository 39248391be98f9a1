import type { Locale } from './locale.ts';

/*
 * Day and month names, written out here rather than taken from `Intl.DateTimeFormat`: a page's
 * first Intl formatter loads the browser's locale data, one task of 80–200 ms on Lighthouse's
 * mid-range phone (decision 0030). The tests of the formats built on them (appointment days,
 * India dates and times) hold them to Intl's own `en-IN` and `hi-IN` output.
 */
export interface CalendarNames {
  /** Sunday first, as `Date.getUTCDay` counts. */
  weekdays: readonly string[];
  shortWeekdays: readonly string[];
  months: readonly string[];
  shortMonths: readonly string[];
}

export const CALENDAR_NAMES: Record<Locale, CalendarNames> = {
  en: {
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
  hi: {
    weekdays: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
    shortWeekdays: ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'],
    months: [
      'जनवरी',
      'फ़रवरी',
      'मार्च',
      'अप्रैल',
      'मई',
      'जून',
      'जुलाई',
      'अगस्त',
      'सितंबर',
      'अक्टूबर',
      'नवंबर',
      'दिसंबर',
    ],
    shortMonths: [
      'जन॰',
      'फ़र॰',
      'मार्च',
      'अप्रैल',
      'मई',
      'जून',
      'जुल॰',
      'अग॰',
      'सित॰',
      'अक्टू॰',
      'नव॰',
      'दिस॰',
    ],
  },
};
