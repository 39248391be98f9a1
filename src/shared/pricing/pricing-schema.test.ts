import { describe, expect, it } from 'vitest';
import {
  PricedChoiceParamSchema,
  PricingInputSchema,
  PricingSettingsSchema,
} from './pricing-schema.ts';

const valid = { targetTotal: 699, gstPct: 18, serviceCharge: 109 };

function messagesFor(input: unknown, field: string): string[] {
  const result = PricingSettingsSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path[0] === field).map((i) => i.message);
}

describe('admin pricing settings', () => {
  it('accepts the default two-wheeler settings unchanged', () => {
    const result = PricingSettingsSchema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data).toEqual(valid);
  });

  it('accepts 0 for every field (a blank input is saved as 0)', () => {
    const zero = { targetTotal: 0, gstPct: 0, serviceCharge: 0 };
    expect(PricingSettingsSchema.safeParse(zero)).toMatchObject({ success: true, data: zero });
  });

  it('accepts a GST percent in steps of 0.01 such as 12.5 and 18.25', () => {
    expect(PricingSettingsSchema.safeParse({ ...valid, gstPct: 12.5 }).success).toBe(true);
    expect(PricingSettingsSchema.safeParse({ ...valid, gstPct: 18.25 }).success).toBe(true);
  });

  it('accepts a GST percent of exactly 100', () => {
    expect(PricingSettingsSchema.safeParse({ ...valid, gstPct: 100 }).success).toBe(true);
  });

  it.each(['targetTotal', 'gstPct', 'serviceCharge'])('rejects a negative %s', (field) => {
    expect(messagesFor({ ...valid, [field]: -1 }, field)).toHaveLength(1);
  });

  it('explains a negative value in words', () => {
    expect(messagesFor({ ...valid, targetTotal: -1 }, 'targetTotal')).toEqual([
      'Target price cannot be negative.',
    ]);
    expect(messagesFor({ ...valid, gstPct: -0.01 }, 'gstPct')).toEqual([
      'GST percent cannot be negative.',
    ]);
    expect(messagesFor({ ...valid, serviceCharge: -5 }, 'serviceCharge')).toEqual([
      'Service charge cannot be negative.',
    ]);
  });

  it('rejects a target price in paise (699.5): it steps by whole rupees', () => {
    expect(messagesFor({ ...valid, targetTotal: 699.5 }, 'targetTotal')).toEqual([
      'Target price must be whole rupees.',
    ]);
  });

  it('rejects a service charge in paise (109.5): it steps by whole rupees', () => {
    expect(messagesFor({ ...valid, serviceCharge: 109.5 }, 'serviceCharge')).toEqual([
      'Service charge must be whole rupees.',
    ]);
  });

  it('rejects a GST percent above 100', () => {
    expect(messagesFor({ ...valid, gstPct: 100.01 }, 'gstPct')).toEqual([
      'GST percent cannot exceed 100.',
    ]);
  });

  it.each(['targetTotal', 'gstPct', 'serviceCharge'])(
    'rejects %s sent as a string, even a numeric one',
    (field) => {
      expect(messagesFor({ ...valid, [field]: '18' }, field)).toHaveLength(1);
    },
  );

  it.each([
    ['not a number', Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY],
  ])('rejects a target price that is %s', (_label, value) => {
    expect(messagesFor({ ...valid, targetTotal: value }, 'targetTotal')).toEqual([
      'Target price must be a number.',
    ]);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
  ])(
    'asks for a target price that is %s (a blank input): a blank target is not ₹0',
    (_label, value) => {
      expect(messagesFor({ ...valid, targetTotal: value }, 'targetTotal')).toEqual([
        'Please enter the target price.',
      ]);
    },
  );

  it('rejects absurdly large amounts', () => {
    expect(messagesFor({ ...valid, targetTotal: 1_000_001 }, 'targetTotal')).toEqual([
      'Target price is too large.',
    ]);
    expect(messagesFor({ ...valid, serviceCharge: 1_000_001 }, 'serviceCharge')).toEqual([
      'Service charge is too large.',
    ]);
  });
});

describe('which service and vehicle type a price is for', () => {
  const messageFor = (params: unknown) => {
    const result = PricedChoiceParamSchema.safeParse(params);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it('accepts a vehicle type the service is offered for', () => {
    const choice = { service: 'ONLY_COLOR_STICKERS', vehicleType: 'FOUR_WHEELER' };
    expect(PricedChoiceParamSchema.safeParse(choice)).toMatchObject({
      success: true,
      data: choice,
    });
  });

  it('refuses a vehicle type the service is not offered for, naming both', () => {
    expect(messageFor({ service: 'TWO_WHEELER_PLATE', vehicleType: 'FOUR_WHEELER' })).toBe(
      'Two Wheeler Number Plate is not offered for Four Wheeler vehicles.',
    );
  });

  it('refuses an unknown service or vehicle type', () => {
    expect(messageFor({ service: 'BUS_PLATE', vehicleType: 'TWO_WHEELER' })).toBe(
      'Unknown service.',
    );
    expect(messageFor({ service: 'HSRP_WITH_COLOR', vehicleType: 'BUS' })).toBe(
      'Unknown vehicle type.',
    );
  });
});

describe('a service charge within the price', () => {
  it('refuses a charge above the price before GST, at the charge, naming the most it can be', () => {
    const result = PricingInputSchema.safeParse({
      targetTotal: 199,
      gstPct: 18,
      serviceCharge: 300,
    });
    expect(result.error?.issues).toMatchObject([
      {
        path: ['serviceCharge'],
        message:
          'The service charge is part of the target price: at most ₹169, the price before GST.',
      },
    ]);
  });

  it('takes a charge up to the price before GST, and any charge of a price without GST up to it', () => {
    expect(
      PricingInputSchema.safeParse({ targetTotal: 199, gstPct: 18, serviceCharge: 169 }).success,
    ).toBe(true);
    expect(
      PricingInputSchema.safeParse({ targetTotal: 199, gstPct: 0, serviceCharge: 199 }).success,
    ).toBe(true);
    expect(
      PricingInputSchema.safeParse({ targetTotal: 199, gstPct: 0, serviceCharge: 200 }).success,
    ).toBe(false);
  });

  it('says nothing of the charge while the target itself is refused', () => {
    for (const targetTotal of [undefined, -5]) {
      const result = PricingInputSchema.safeParse({ targetTotal, gstPct: 18, serviceCharge: 109 });
      expect(result.error?.issues.map((issue) => issue.path)).toEqual([['targetTotal']]);
    }
  });
});
