import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_RULE_MESSAGES,
  DEFAULT_APPOINTMENT_RULES,
} from '#shared/appointments/appointment-rules.ts';
import { CENTRE_MESSAGES, type FittingCentreInput } from '#shared/centres/fitting-centre.ts';
import { FORM_MESSAGES } from '#shared/validation/form-messages.ts';
import { centreResolver, nextSlot, rulesToSave } from './rules-inputs.ts';

const centreOf = (rules: FittingCentreInput['rules']): FittingCentreInput => ({
  name: 'Main workshop',
  address: '12 Rajpur Road',
  city: 'Dehradun',
  pincode: '248001',
  mapUrl: '',
  phone: '',
  active: true,
  rules,
});

describe('the fitting centre form', () => {
  it('starts a new slot where the last one ends', () => {
    expect(nextSlot([{ start: '10:00', end: '12:30', capacity: 3 }])).toEqual({
      start: '12:30',
      end: '13:30',
      capacity: 3,
    });
    expect(nextSlot([])).toEqual({ start: '10:00', end: '12:00', capacity: 4 });
    expect(nextSlot([{ start: '22:00', end: '23:00', capacity: 1 }]).end).toBe('23:59');
  });

  it('sends slots in time order and holidays by date', () => {
    const saved = rulesToSave({
      ...DEFAULT_APPOINTMENT_RULES,
      workingDays: [0, 3, 1],
      holidays: [
        { day: '2026-12-25', name: ' Christmas ' },
        { day: '2026-11-14', name: 'Diwali' },
      ],
      slots: {
        home: [
          { start: '14:00', end: '16:00', capacity: 2 },
          { start: '09:00', end: '11:00', capacity: 2 },
        ],
        dealer: DEFAULT_APPOINTMENT_RULES.slots.dealer,
      },
    });
    expect(saved.workingDays).toEqual([1, 3, 0]);
    expect(saved.holidays).toEqual([
      { day: '2026-11-14', name: 'Diwali' },
      { day: '2026-12-25', name: 'Christmas' },
    ]);
    expect(saved.slots.home.map((s) => s.start)).toEqual(['09:00', '14:00']);
  });

  it('checks what would be sent, so a slot added out of order is no overlap', async () => {
    const options = { fields: {}, shouldUseNativeValidation: false };
    const home = [
      { start: '14:00', end: '16:00', capacity: 2 },
      { start: '09:00', end: '11:00', capacity: 2 },
    ];
    const rules = {
      ...DEFAULT_APPOINTMENT_RULES,
      slots: { ...DEFAULT_APPOINTMENT_RULES.slots, home },
    };
    const checked = await centreResolver(centreOf(rules), undefined, options);
    expect(checked.errors).toEqual({});
    expect(checked.values).toEqual(centreOf(rulesToSave(rules)));
  });

  it('says the first problem in the server’s words', async () => {
    const options = { fields: {}, shouldUseNativeValidation: false };
    const home = [{ start: '09:00', end: '11:00', capacity: Number.NaN }];
    const rules = {
      ...DEFAULT_APPOINTMENT_RULES,
      slots: { ...DEFAULT_APPOINTMENT_RULES.slots, home },
    };
    const checked = await centreResolver(centreOf(rules), undefined, options);
    expect(checked.errors.root?.schema?.message).toBe(APPOINTMENT_RULE_MESSAGES.capacity);
  });

  it('says a detail’s problem at its field', async () => {
    const options = { fields: {}, shouldUseNativeValidation: false };
    const input = { ...centreOf(DEFAULT_APPOINTMENT_RULES), pincode: '0123', mapUrl: 'maps' };
    const checked = await centreResolver(input, undefined, options);
    expect(checked.errors.pincode?.message).toBe(FORM_MESSAGES.pincodeRequired);
    expect(checked.errors.mapUrl?.message).toBe(CENTRE_MESSAGES.mapUrl);
    expect(checked.errors.root).toBeUndefined();
  });
});
