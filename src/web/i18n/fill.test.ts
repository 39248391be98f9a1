import { describe, expect, it } from 'vitest';
import { fill, splitAt } from './fill.ts';

describe('fill', () => {
  it('puts each value in its placeholders', () => {
    expect(
      fill('© {year} {name}. All rights reserved.', { year: 2026, name: 'HSRP Plate Booking' }),
    ).toBe('© 2026 HSRP Plate Booking. All rights reserved.');
    expect(fill('{name} और {name}', { name: 'आशा' })).toBe('आशा और आशा');
  });

  it('takes a customer’s name word for word, even with replacement patterns in it', () => {
    expect(fill('Dear {name},', { name: "Asha $& Co $' $1" })).toBe("Dear Asha $& Co $' $1,");
  });

  it('leaves a placeholder it has no value for as it is', () => {
    expect(fill('Support ({hours})', {})).toBe('Support ({hours})');
  });
});

describe('splitAt', () => {
  it('gives the text around a placeholder, for an element in the middle of a sentence', () => {
    expect(splitAt('तो हमें {email} पर लिखें।', '{email}')).toEqual(['तो हमें ', ' पर लिखें।']);
    expect(splitAt('write to us at {email}.', '{email}')).toEqual(['write to us at ', '.']);
    expect(splitAt('no placeholder', '{email}')).toEqual(['no placeholder', '']);
  });
});
