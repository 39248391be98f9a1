import type { CreateBookingInput } from '../../shared/booking/booking-schema';

let sequence = 100_000;

/** A unique, well-formed order number for each call. */
export function nextOrderNumber(): string {
  sequence += 1;
  return `HSRPBOOKING/2026/1121${sequence}`;
}

/** A valid booking submission as the payment page sends it; override what a test is about. */
export function bookingInput(overrides: Partial<Record<string, unknown>> = {}): CreateBookingInput {
  return {
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
    chassisLast5: '54321',
    engineLast5: '12345',
    installation: 'home',
    orderId: nextOrderNumber(),
    txnId: `UTR${Math.floor(Math.random() * 1e12)}`,
    ...overrides,
  } as CreateBookingInput;
}

/** The same submission as multipart form data, the way the payment page posts it. */
export function bookingForm(
  input: Record<string, unknown>,
  screenshot?: Blob,
  fileName = 'proof.png',
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) form.append(key, String(value));
  if (screenshot) form.append('screenshot', screenshot, fileName);
  return form;
}
