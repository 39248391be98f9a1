import { describe, expect, it } from 'vitest';
import { nearestFirst } from './nearest-centres.ts';
import { areaFor, areaRange, ServiceAreaListSchema } from './service-areas.ts';

describe('service areas', () => {
  it('reads a PIN, a range and a district’s prefix as the PINs they take in', () => {
    expect(areaRange('560001')).toEqual({ from: '560001', to: '560001' });
    expect(areaRange('560001 - 560099')).toEqual({ from: '560001', to: '560099' });
    expect(areaRange('560')).toEqual({ from: '560000', to: '560999' });
    expect(areaRange('56')).toEqual({ from: '560000', to: '569999' });
    for (const bad of ['5', '5600', '056001', '56000a', '560001-56009', '']) {
      expect(areaRange(bad)).toBeUndefined();
    }
  });

  it('refuses a backwards range, a pattern that is none and the same area twice', () => {
    const parse = (pins: string[]) =>
      ServiceAreaListSchema.safeParse({ areas: pins.map((p) => ({ pins: p, centreId: 'c' })) });
    expect(parse(['560099-560001']).error?.issues[0]?.path).toEqual(['areas', 0, 'pins']);
    expect(parse(['Bengaluru']).success).toBe(false);
    expect(parse(['560', '560']).success).toBe(false);
    expect(parse(['560', '560001-560099', '110001']).success).toBe(true);
  });

  it('serves a PIN from the narrowest area that takes it in, else none', () => {
    const area = (pins: string, centreId: string) => ({
      pins,
      centreId,
      ...(areaRange(pins) as { from: string; to: string }),
    });
    const areas = [area('56', 'region'), area('560001-560099', 'range'), area('560034', 'one')];
    expect(areaFor(areas, '560034')?.centreId).toBe('one');
    expect(areaFor(areas, '560050')?.centreId).toBe('range');
    expect(areaFor(areas, '562101')?.centreId).toBe('region');
    expect(areaFor(areas, '110001')).toBeUndefined();
  });
});

describe('nearest centres', () => {
  it('puts the centres sharing more leading digits first, then the closer PIN, then the owner’s order', () => {
    const centre = (name: string, pincode: string, position: number) => ({
      name,
      pincode,
      position,
    });
    const centres = [
      centre('Delhi', '110001', 0),
      centre('Haridwar', '249401', 1),
      centre('Dehradun', '248001', 2),
      centre('Rishikesh', '249201', 3),
      centre('Roorkee', '247667', 4),
    ];
    expect(nearestFirst(centres, '249410').map((c) => c.name)).toEqual([
      'Haridwar',
      'Rishikesh',
      'Dehradun',
      'Roorkee',
      'Delhi',
    ]);
  });
});
