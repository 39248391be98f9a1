import { describe, expect, it } from 'vitest';
import { paragraphsOf, textLanguage } from './policy-text.tsx';

describe('a policy text as customers read it', () => {
  it('breaks into paragraphs at empty lines and keeps the line breaks inside one', () => {
    expect(paragraphsOf('Title\n\nFirst line\nsecond line\n \t\nLast\n\n\n')).toEqual([
      'Title',
      'First line\nsecond line',
      'Last',
    ]);
  });

  it('is marked with the language most of it is written in', () => {
    expect(textLanguage('Refunds within 7 days. धन्यवाद')).toBe('en');
    expect(textLanguage('रिफ़ंड 7 दिनों में आपके UPI खाते में आता है।')).toBe('hi');
  });
});
