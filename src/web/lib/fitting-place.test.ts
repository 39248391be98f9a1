import { describe, expect, it } from 'vitest';
import { centreAddressLine } from '#shared/centres/centre-address-line.ts';
import type { FittingPlace, FittingPlaces } from '#shared/centres/fitting-places.ts';
import { centreFor, fittingPlaceIssues, isPinCode } from './fitting-place.ts';

const centre = (id: string, pincode: string): FittingPlace => ({
  id,
  name: `Centre ${id}`,
  address: '12 MG Road\nIndiranagar',
  city: 'Bengaluru',
  pincode,
  mapUrl: '',
  phone: '',
  nextOpenDay: null,
});

const places = (home: string | null, ...centres: FittingPlace[]): FittingPlaces => ({
  pincode: '560001',
  home: home ? { centreId: home, charges: {} } : null,
  centres,
});

describe('isPinCode', () => {
  it('takes six digits that do not start with 0', () => {
    expect(isPinCode('560001')).toBe(true);
    expect(isPinCode('060001')).toBe(false);
    expect(isPinCode('56000')).toBe(false);
    expect(isPinCode('5600011')).toBe(false);
    expect(isPinCode(undefined)).toBe(false);
  });
});

describe('centreFor', () => {
  const two = places('b', centre('a', '560001'), centre('b', '560100'));

  it('takes the home visits’ centre for home fitting, none outside every area', () => {
    expect(centreFor('home', two, 'a')).toBe('b');
    expect(centreFor('home', places(null, centre('a', '560001')), 'a')).toBe('');
  });

  it('keeps a dealer centre the PIN still lists, and drops one it does not', () => {
    expect(centreFor('dealer', two, 'a')).toBe('a');
    expect(centreFor('dealer', two, 'gone')).toBe('');
    expect(centreFor('dealer', two, '')).toBe('');
  });

  it('chooses the only centre for dealer installation', () => {
    expect(centreFor('dealer', places('a', centre('a', '560001')), '')).toBe('a');
  });
});

describe('centreAddressLine', () => {
  it('writes the address on one line with the city and PIN', () => {
    expect(centreAddressLine(centre('a', '560001'))).toBe(
      '12 MG Road, Indiranagar, Bengaluru 560001',
    );
  });
});

describe('fittingPlaceIssues', () => {
  it('asks a home visit for the street address', () => {
    expect(fittingPlaceIssues({ installation: 'home', address: '  ' })).toEqual([
      { path: ['address'], message: 'addressRequiredForHome' },
    ]);
    expect(fittingPlaceIssues({ installation: 'home', address: '12 Civil Lines' })).toEqual([]);
  });

  it('asks a dealer installation for a centre', () => {
    expect(fittingPlaceIssues({ installation: 'dealer', centreId: '' })).toEqual([
      { path: ['centreId'], message: 'centreRequired' },
    ]);
    expect(fittingPlaceIssues({ installation: 'dealer', centreId: 'a' })).toEqual([]);
  });
});
