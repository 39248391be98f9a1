import { describe, expect, it } from 'vitest';
import { SERVICE_KEYS, SERVICES, VEHICLE_TYPES } from '#shared/catalog/services.ts';
import { BookingFormSchema, CreateBookingSchema, INSTALLATION_OPTIONS } from './booking-schema.ts';
import { INDIAN_STATES } from './indian-states.ts';
import { createOrderNumber } from './order-number.ts';

/** What a customer types into the booking form, with the untidiness real input has. */
const formInput = {
  service: 'HSRP_WITH_COLOR',
  vehicleType: 'TWO_WHEELER',
  fullName: '  Asha Verma ',
  phone: ' 9876543210 ',
  email: ' asha@example.in ',
  state: 'Uttarakhand',
  city: ' Roorkee ',
  pincode: ' 247667 ',
  address: '  12 Civil Lines ',
  regNumber: ' uk08ab1234 ',
  chassisLast5: 'ab12c345',
  engineLast5: '54321',
  installation: 'home',
  appointmentDay: '2026-12-02',
  appointmentSlot: '10:00-12:00',
} as const;

/** The same booking once cleaned up. */
const formOutput = {
  service: 'HSRP_WITH_COLOR',
  vehicleType: 'TWO_WHEELER',
  fullName: 'Asha Verma',
  phone: '9876543210',
  email: 'asha@example.in',
  state: 'Uttarakhand',
  city: 'Roorkee',
  pincode: '247667',
  address: '12 Civil Lines',
  regNumber: 'UK08AB1234',
  chassisLast5: '12345',
  engineLast5: '54321',
  installation: 'home',
  appointmentDay: '2026-12-02',
  appointmentSlot: '10:00-12:00',
};

const ORDER_ID = createOrderNumber(new Date('2026-11-21T06:00:00Z'), () => 123456);

type Input = Record<string, unknown>;

interface Outcome {
  success: boolean;
  data: Input | undefined;
  /** Messages of the issues on one field (top-level path): keys of the message tables. */
  messagesAt: (field: string) => string[];
  /** Fields that have at least one issue. */
  failedFields: string[];
}

function outcome(result: {
  success: boolean;
  data?: unknown;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Outcome {
  const issues = result.error?.issues ?? [];
  return {
    success: result.success,
    data: result.data as Input | undefined,
    messagesAt: (field) => issues.filter((i) => i.path[0] === field).map((i) => i.message),
    failedFields: [...new Set(issues.map((i) => String(i.path[0])))],
  };
}

const without = (input: Input, field: string): Input => {
  const { [field]: _dropped, ...rest } = input;
  return rest;
};

/** Both schemas enforce the same booking-form rules; the submission adds order and transaction. */
const schemas = [
  {
    name: 'booking form',
    valid: { ...formInput } as Input,
    expected: formOutput as Input,
    parse: (input: Input) => outcome(BookingFormSchema.safeParse(input)),
  },
  {
    name: 'booking submission',
    valid: { ...formInput, orderId: ORDER_ID, txnId: ' 4123-9876-5432 ' } as Input,
    expected: { ...formOutput, orderId: ORDER_ID, txnId: '412398765432' } as Input,
    parse: (input: Input) => outcome(CreateBookingSchema.safeParse(input)),
  },
];

describe.each(schemas)('the $name', ({ valid, expected, parse }) => {
  const withField = (field: string, value: unknown) => parse({ ...valid, [field]: value });

  describe('a complete booking', () => {
    it('is accepted and cleaned up: trimmed, registration upper-cased, digits kept', () => {
      const result = parse(valid);
      expect(result.failedFields).toEqual([]);
      expect(result.success).toBe(true);
      expect(result.data).toEqual(expected);
    });

    it('drops any price the browser tries to send, so the server alone sets the price', () => {
      const result = parse({
        ...valid,
        price: { base: 1, gst: 0, serviceCharge: 0, total: 1 },
        total: 1,
        base: 1,
        gst: 0,
        serviceCharge: 0,
        priceSnapshot: { total: 1 },
        status: 'FULFILLED',
      });
      expect(result.success).toBe(true);
      expect(result.data).toEqual(expected);
      for (const key of ['price', 'total', 'base', 'gst', 'serviceCharge', 'priceSnapshot']) {
        expect(result.data).not.toHaveProperty(key);
      }
      expect(result.data).not.toHaveProperty('status');
    });
  });

  describe('service', () => {
    it('asks to select a service when none is chosen', () => {
      const result = parse(without(valid, 'service'));
      expect(result.success).toBe(false);
      expect(result.messagesAt('service')).toEqual(['serviceRequired']);
    });

    it('asks to select a service for the empty choice', () => {
      expect(withField('service', '').messagesAt('service')).toEqual(['serviceRequired']);
    });

    it.each(['BUS_PLATE', 'hsrp_with_color', 'HSRP with colour sticker'])(
      'rejects the unknown service %s',
      (service) => {
        const result = withField('service', service);
        expect(result.success).toBe(false);
        expect(result.failedFields).toEqual(['service']);
      },
    );
  });

  describe('vehicle type', () => {
    it('asks to select the vehicle type when none is chosen', () => {
      const result = parse(without(valid, 'vehicleType'));
      expect(result.success).toBe(false);
      expect(result.messagesAt('vehicleType')).toEqual(['vehicleTypeRequired']);
    });

    it('asks to select the vehicle type for an unknown type', () => {
      expect(withField('vehicleType', 'THREE_WHEELER').messagesAt('vehicleType')).toEqual([
        'vehicleTypeRequired',
      ]);
    });

    it.each([
      ['TRACTOR_TRAILER_PLATE', 'TWO_WHEELER'],
      ['TWO_WHEELER_PLATE', 'FOUR_WHEELER'],
      ['FOUR_WHEELER_PLATE', 'TWO_WHEELER'],
    ])('rejects %s for a %s, on the vehicle type', (service, vehicleType) => {
      const result = parse({ ...valid, service, vehicleType });
      expect(result.success).toBe(false);
      expect(result.failedFields).toEqual(['vehicleType']);
      expect(result.messagesAt('vehicleType')).toEqual(['vehicleTypeNotAllowed']);
    });

    it.each(
      SERVICE_KEYS.flatMap((service) =>
        SERVICES[service].allowedVehicleTypes.map((vehicleType) => [service, vehicleType]),
      ),
    )('accepts %s for a %s', (service, vehicleType) => {
      const result = parse({ ...valid, service, vehicleType });
      expect(result.failedFields).toEqual([]);
      expect(result.data).toMatchObject({ service, vehicleType });
    });

    it('checks every service and vehicle type pairing (6 services x 2 types = 9 allowed)', () => {
      const accepted = SERVICE_KEYS.flatMap((service) =>
        VEHICLE_TYPES.filter((vehicleType) => parse({ ...valid, service, vehicleType }).success),
      );
      expect(accepted).toHaveLength(9);
    });
  });

  describe('customer details', () => {
    it.each([
      'fullName',
      'phone',
      'email',
      'state',
      'city',
      'pincode',
      'regNumber',
      'chassisLast5',
      'engineLast5',
      'installation',
    ])('requires %s', (field) => {
      const result = parse(without(valid, field));
      expect(result.success).toBe(false);
      expect(result.failedFields).toEqual([field]);
    });

    it.each(['fullName', 'city', 'regNumber'])('rejects %s made only of spaces', (field) => {
      const result = withField(field, '   ');
      expect(result.success).toBe(false);
      expect(result.failedFields).toEqual([field]);
    });

    it('asks for the full name in words', () => {
      expect(withField('fullName', '').messagesAt('fullName')).toEqual(['fullNameRequired']);
    });
  });

  describe('mobile number', () => {
    it.each([
      ['9 digits', '987654321'],
      ['11 digits', '98765432101'],
      ['letters', '98765abcde'],
      ['a space inside', '98765 43210'],
      ['a country code', '+919876543210'],
      ['nothing', ''],
    ])('rejects %s', (_label, phone) => {
      expect(withField('phone', phone).messagesAt('phone')).toEqual(['mobileRequired']);
    });

    it('accepts exactly 10 digits', () => {
      expect(withField('phone', '0123456789').data).toMatchObject({ phone: '0123456789' });
    });
  });

  describe('pin code', () => {
    it.each([
      ['5 digits', '24766'],
      ['7 digits', '2476670'],
      ['letters', '24766a'],
      ['a space inside', '247 667'],
      ['nothing', ''],
    ])('rejects %s', (_label, pincode) => {
      expect(withField('pincode', pincode).messagesAt('pincode')).toEqual(['pincodeRequired']);
    });

    it('accepts exactly 6 digits', () => {
      expect(withField('pincode', '110001').data).toMatchObject({ pincode: '110001' });
    });
  });

  describe('email', () => {
    it.each(['not-an-email', 'asha@', '@example.in', 'asha example@x.in', ''])(
      'rejects %j',
      (email) => {
        expect(withField('email', email).messagesAt('email')).toEqual(['emailInvalid']);
      },
    );
  });

  describe('state', () => {
    it.each([...INDIAN_STATES])('accepts %s', (state) => {
      expect(withField('state', state).data).toMatchObject({ state });
    });

    it.each(['Select', 'delhi', 'Kerela', 'Karnataka ', ''])('rejects %j', (state) => {
      expect(withField('state', state).messagesAt('state')).toEqual(['stateRequired']);
    });
  });

  describe('registration number', () => {
    it('is upper-cased and trimmed', () => {
      expect(withField('regNumber', '  dl 01-ab-1234 ').data).toMatchObject({
        regNumber: 'DL 01-AB-1234',
      });
    });

    it.each(['DL01/AB1234', '-DL01AB1234', 'DL01AB1234!'])('rejects %s', (regNumber) => {
      expect(withField('regNumber', regNumber).failedFields).toEqual(['regNumber']);
    });
  });

  describe.each([
    ['chassisLast5', 'chassis'],
    ['engineLast5', 'engine'],
  ])('last 5 digits of the %s number', (field, part) => {
    const message = `${part}Required`;

    it('keeps only the digits: "ab12c345" becomes "12345"', () => {
      const result = withField(field, 'ab12c345');
      expect(result.success).toBe(true);
      expect(result.data?.[field]).toBe('12345');
    });

    it('ignores spaces and hyphens around the digits', () => {
      expect(withField(field, ' 12-34 5 ').data?.[field]).toBe('12345');
    });

    it.each([
      ['4 digits', '1234'],
      ['6 digits', '123456'],
      ['4 digits hidden among letters', 'ab12c34'],
      ['only letters', 'abcde'],
      ['nothing', ''],
    ])('rejects %s', (_label, value) => {
      expect(withField(field, value).messagesAt(field)).toEqual([message]);
    });
  });

  describe('installation', () => {
    it('offers home and dealer only', () => {
      expect(INSTALLATION_OPTIONS).toEqual(['home', 'dealer']);
    });

    it.each(['home', 'dealer'])('accepts %s', (installation) => {
      expect(withField('installation', installation).data).toMatchObject({ installation });
    });

    it.each(['shop', 'Home', ''])('rejects %j', (installation) => {
      expect(withField('installation', installation).messagesAt('installation')).toEqual([
        'installationRequired',
      ]);
    });
  });

  describe('address', () => {
    it('may be left out', () => {
      const result = parse(without(valid, 'address'));
      expect(result.success).toBe(true);
      expect(result.data).toEqual(without(expected, 'address'));
    });

    it('may be empty', () => {
      expect(withField('address', '').data).toMatchObject({ address: '' });
    });

    it('is trimmed', () => {
      expect(withField('address', '  Near the clock tower  ').data).toMatchObject({
        address: 'Near the clock tower',
      });
    });
  });
});

describe('the booking form alone', () => {
  it('does not carry an order number or transaction number', () => {
    const result = BookingFormSchema.safeParse({
      ...formInput,
      orderId: ORDER_ID,
      txnId: 'UTR1',
    });
    expect(result.success).toBe(true);
    expect(result.data).toEqual(formOutput);
  });
});

describe('the booking submission from the payment page', () => {
  const submission = { ...formInput, orderId: ORDER_ID, txnId: '412398765432' };
  const parse = (input: Input) => outcome(CreateBookingSchema.safeParse(input));

  describe('payment transaction number', () => {
    // One payment reference is one stored value, however it was typed: the duplicate check
    // compares stored values.
    it.each([
      ['as the UPI app shows it', '412398765432'],
      ['with spaces between the groups', '4123 9876 5432'],
      ['with dashes between the groups', '4123-9876-5432'],
      ['with a 13th, leading zero', '0412398765432'],
      ['with spaces around it', '  412398765432  '],
      ['with a leading zero and spaces', '0 4123 9876 5432'],
    ])('is stored as its 12 digits when typed %s', (_label, txnId) => {
      expect(parse({ ...submission, txnId }).data).toMatchObject({ txnId: '412398765432' });
    });

    it('keeps a leading zero that is one of the 12 digits', () => {
      expect(parse({ ...submission, txnId: '012398765432' }).data).toMatchObject({
        txnId: '012398765432',
      });
    });

    it.each([
      ['11 digits', '41239876543'],
      ['13 digits not starting with 0', '4123987654321'],
      ['14 digits', '00412398765432'],
      ['letters', 'UTR412398765432'],
      ['a transaction ID with letters', 'T2611211234'],
      ['a dot between the groups', '4123.9876.5432'],
    ])('with %s, says a UTR has 12 digits', (_label, txnId) => {
      const result = parse({ ...submission, txnId });
      expect(result.success).toBe(false);
      expect(result.messagesAt('txnId')).toEqual(['txnIdTwelveDigits']);
    });

    it.each([
      ['missing', undefined],
      ['empty', ''],
      ['only spaces', '   '],
      ['only a tab and newline', '\t\n'],
    ])('when %s, asks for the transaction number', (_label, txnId) => {
      const result = parse({ ...submission, txnId });
      expect(result.success).toBe(false);
      expect(result.messagesAt('txnId')).toEqual(['txnIdRequired']);
    });
  });

  describe('order number', () => {
    it('accepts a freshly generated order number unchanged', () => {
      expect(parse(submission).data).toMatchObject({ orderId: 'HSRPBOOKING/2026/1121123456' });
    });

    it.each([
      ['missing', undefined],
      ['empty', ''],
      ['with a wrong prefix', 'HSRP/2026/1121123456'],
      ['with a 5-digit random part', 'HSRPBOOKING/2026/112112345'],
      ['with month 99 and day 99', 'HSRPBOOKING/9999/9999999999'],
      ['with a random part starting with 0', 'HSRPBOOKING/2026/1121012345'],
      ['with extra characters', 'HSRPBOOKING/2026/1121123456 OR 1=1'],
    ])('rejects an order number that is %s', (_label, orderId) => {
      const result = parse({ ...submission, orderId });
      expect(result.success).toBe(false);
      expect(result.failedFields).toEqual(['orderId']);
    });
  });
});

describe('control characters (mail-header injection, hidden text)', () => {
  const base = {
    service: 'HSRP_WITH_COLOR',
    vehicleType: 'TWO_WHEELER',
    fullName: 'Asha Verma',
    phone: '9876543210',
    email: 'asha@example.in',
    state: 'Delhi',
    city: 'Delhi',
    pincode: '110001',
    regNumber: 'DL3CAB1234',
    chassisLast5: '12345',
    engineLast5: '12345',
    installation: 'home',
    appointmentDay: '2026-12-02',
    appointmentSlot: '10:00-12:00',
  };
  it.each([
    ['a name with a line break', { fullName: 'Asha\r\nBcc: victim@example.com' }],
    ['a name with a NUL', { fullName: 'Asha\u0000' }],
    ['a city with an escape code', { city: 'Delhi\u001b[31m' }],
    ['an address with a NUL', { address: 'House 1\u0000' }],
    ['an address with a lone carriage return', { address: 'House 1\rATTACH:https://evil.example' }],
    ['an address with a vertical tab', { address: 'House 1\u000bURL:https://evil.example' }],
  ])('refuses %s', (_name, change) => {
    const result = BookingFormSchema.safeParse({ ...base, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('noControlCharacters');
  });

  it('keeps line breaks and tabs in an address', () => {
    const result = BookingFormSchema.safeParse({
      ...base,
      address: 'House 1\nCivil Lines\tRoorkee\r\nUttarakhand',
    });
    expect(result.success).toBe(true);
  });
});
