import { describe, expect, it } from 'vitest';
import { GST_STATE_CODES, INDIAN_STATES, stateOfGstCode } from './indian-states.ts';

const SPEC_STATES = [
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
];

describe('states offered in the booking form', () => {
  it('are all 28 states and 8 union territories, alphabetically', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect([...INDIAN_STATES]).toEqual([...INDIAN_STATES].sort());
    for (const state of ['Haryana', 'Kerala', 'Assam', 'Jammu and Kashmir', 'Ladakh', 'Goa']) {
      expect(INDIAN_STATES).toContain(state);
    }
  });

  it('still include the 17 the form first offered', () => {
    for (const state of SPEC_STATES) expect(INDIAN_STATES).toContain(state);
  });

  it('each have their own GST state code', () => {
    const codes = Object.values(GST_STATE_CODES);
    expect(new Set(codes).size).toBe(36);
    expect(stateOfGstCode('05')).toBe('Uttarakhand');
    expect(stateOfGstCode('06')).toBe('Haryana');
    expect(stateOfGstCode('99')).toBeUndefined();
  });
});
