import type { LocaleDefinition } from '../locale-definition.ts';

/** हिन्दी. Its script needs a web font on devices without one (decision 0021). */
export const hindi = {
  code: 'hi',
  nativeName: 'हिन्दी',
  lang: 'hi',
  dir: 'ltr',
  // CLDR: Hindi's "one" form covers 0 as well as 1.
  pluralForm: (count) => (count === 0 || count === 1 ? 'one' : 'other'),
  calendar: {
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
  font: {
    family: 'Noto Sans Devanagari',
    // The block, its extensions, the joiners and the dotted circle that shaping uses.
    unicodeRange: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+25CC, U+A830-A839, U+A8E0-A8FF',
  },
} as const satisfies LocaleDefinition<'hi'>;
