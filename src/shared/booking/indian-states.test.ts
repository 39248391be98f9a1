import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from './indian-states';

describe('states offered in the booking form', () => {
  it('are the 17 states of spec section 5, in the order shown', () => {
    expect(INDIAN_STATES).toEqual([
      'Andhra Pradesh',
      'Bihar',
      'Chhattisgarh',
      'Delhi',
      'Gujarat',
      'Jharkhand',
      'Karnataka',
      'Madhya Pradesh',
      'Maharashtra',
      'Odisha',
      'Punjab',
      'Rajasthan',
      'Tamil Nadu',
      'Telangana',
      'Uttar Pradesh',
      'Uttarakhand',
      'West Bengal',
    ]);
  });
});
