import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_EMAIL, signedInAdmin } from '#server/testing/admin-session.ts';
import { bookingForm, bookingInput } from '#server/testing/booking-fixtures.ts';
import { csvRecords } from '#server/testing/csv.ts';
import { seedBookings } from '#server/testing/seed-bookings.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { AdminBooking } from '#shared/admin/admin-bookings.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { compactForSearch } from '#shared/booking/search-text.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp();
  headers = await signedInAdmin(t);
});
afterEach(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers });
const list = async (query = '') => {
  const res = await get(`${API_PATHS.admin.bookings}${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { bookings: AdminBooking[]; nextCursor: string | null };
};
/** Follows the cursors to the end, answering every page's bookings. */
async function pagesOf(query = ''): Promise<AdminBooking[][]> {
  const pages: AdminBooking[][] = [];
  let cursor: string | null = null;
  do {
    const sep = query ? '&' : '?';
    const page = await list(cursor ? `${query}${sep}cursor=${cursor}` : query);
    pages.push(page.bookings);
    cursor = page.nextCursor;
  } while (cursor);
  return pages;
}
/** What the admin search looks in, as the booking shows it. */
const searchedValues = (b: AdminBooking) => [b.orderId, b.phone, b.regNumber, b.txnId, b.fullName];
/** Whether the search should find `b` for a compacted term: one of its values contains it. */
const contains = (b: AdminBooking, term: string) =>
  searchedValues(b).some((value) => compactForSearch(value).includes(term));

/** Every page's order ids. */
async function allPages(query = ''): Promise<string[][]> {
  return (await pagesOf(query)).map((page) => page.map((b) => b.orderId));
}

describe('GET /api/admin/bookings', () => {
  it('answers an empty page without a cursor when there are no bookings', async () => {
    expect(await list()).toEqual({ bookings: [], nextCursor: null });
  });

  it('fits exactly 12 bookings on one page, newest first, with no next page', async () => {
    const ids = await seedBookings(t, 12);
    expect(await allPages()).toEqual([ids.toReversed()]);
  });

  it('puts the 13th booking on a second page', async () => {
    const ids = await seedBookings(t, 13);
    const pages = await allPages();
    expect(pages.map((p) => p.length)).toEqual([12, 1]);
    expect(pages.flat()).toEqual(ids.toReversed());
  });

  it('keeps order across bookings made in the same millisecond', async () => {
    const ids = await seedBookings(t, 15, () => ({}), new Date('2026-11-01T06:00:00.000Z'));
    await seedBookings(t, 3, () => ({}), new Date('2026-11-01T06:00:00.000Z'));
    const pages = await allPages();
    expect(new Set(pages.flat()).size).toBe(18);
    expect(pages.flat()).toEqual(expect.arrayContaining(ids));
  });

  it('gives each booking every field, its history and no proof URL without a proof', async () => {
    const [orderId] = await seedBookings(t, 1);
    const [booking] = (await list()).bookings;
    expect(booking).toMatchObject({
      orderId,
      fullName: 'Asha Verma',
      status: 'PAYMENT_SUBMITTED',
      proofUrl: null,
      price: { total: 699 },
      history: [{ from: null, to: 'PAYMENT_SUBMITTED', by: 'customer' }],
    });
    expect(booking?.id).toEqual(expect.any(String));
  });

  it('searches order id, phone and registration number across all pages, ignoring case and spaces', async () => {
    const ids = await seedBookings(t, 30, (i) => ({
      phone: i === 3 ? '9000012345' : `98${String(i).padStart(8, '0')}`,
      regNumber: i === 25 ? 'DL 3C AB 9876' : `UK08AA${String(i).padStart(4, '0')}`,
    }));
    const byPhone = (await list('?search=00012345')).bookings;
    expect(byPhone.map((b) => b.phone)).toEqual(['9000012345']);
    const byReg = (await list('?search=dl3c%20ab')).bookings;
    expect(byReg.map((b) => b.regNumber)).toEqual(['DL 3C AB 9876']);
    const orderId = byReg[0]?.orderId ?? '';
    const byOrder = (await list(`?search=${encodeURIComponent(orderId.slice(-8).toLowerCase())}`))
      .bookings;
    expect(byOrder.map((b) => b.orderId)).toEqual([orderId]);
    // A term matching every booking but one pages through all of them, newest first.
    const matching = ids.filter((_, i) => i !== 25).toReversed();
    expect((await allPages('?search=uk08aa')).flat()).toEqual(matching);
    expect((await list('?search=nothing-like-this')).bookings).toEqual([]);
    // One or two characters have no trigram: still a contains search.
    expect((await allPages('?search=5')).flat().length).toBeGreaterThan(0);
  });

  it('finds exactly the bookings whose order id, phone, registration, transaction number or name contains the term', async () => {
    await seedBookings(t, 20, (i) => ({
      phone: `9${String(i * 7919).padStart(9, '0')}`,
      regNumber: [`UK08AB${1000 + i}`, `DL3CAY${i}`, `MH 12-Z${i}`][i % 3],
      fullName: ['Asha Verma', 'Ravi Kumar', 'Zoya Abbas'][i % 3],
    }));
    const everything = (await pagesOf()).flat();
    const stored = everything.map(searchedValues);
    const matching = (term: string) =>
      everything.filter((b) => contains(b, term)).map((b) => b.orderId);
    // Every length from one character up, each part of a value, whole values, the ends of them,
    // and terms that would only match across two values (which must not).
    const terms = [
      '1',
      '9',
      'Z',
      '/',
      '08',
      'AB1',
      '12/',
      '1001',
      'DL3CAY4',
      'UK08AB1019',
      '/2026/',
      'ABBAS',
      'HAVE',
      'AVIKU',
    ];
    const first = stored[0] ?? [];
    terms.push(...first.map((value) => compactForSearch(value)));
    terms.push(
      `${compactForSearch(first[1] ?? '').slice(-3)}${compactForSearch(first[2] ?? '').slice(0, 3)}`,
    );
    for (const term of terms) {
      const found = (await allPages(`?search=${encodeURIComponent(term)}`)).flat();
      expect(found.toSorted(), term).toEqual(matching(term).toSorted());
    }
  });

  it('finds a customer by any part of the name, in any case, in Hindi too, and by transaction number', async () => {
    const names = ['Ravi Kumar', 'SUNITA KUMARI', 'Asha Verma', 'रवि कुमार', "Mary D'Souza"];
    const ids = await seedBookings(t, names.length, (i) => ({ fullName: names[i] }));
    const found = async (term: string) =>
      (await list(`?search=${encodeURIComponent(term)}`)).bookings.map((b) => b.fullName);
    expect(await found('kumar')).toEqual(['SUNITA KUMARI', 'Ravi Kumar']);
    expect(await found('Kumari')).toEqual(['SUNITA KUMARI']);
    expect(await found('ravi kum')).toEqual(['Ravi Kumar']);
    expect(await found('RAVI')).toEqual(['Ravi Kumar']);
    expect(await found('dsouza')).toEqual(["Mary D'Souza"]);
    expect(await found('कुमार')).toEqual(['रवि कुमार']);
    // Two characters have no trigram: still found, along the list's order.
    expect(await found('ku')).toEqual(['SUNITA KUMARI', 'Ravi Kumar']);
    expect(await found('Kumar Ravi')).toEqual([]);

    const [verma] = (await list(`?search=${encodeURIComponent(ids[2] ?? '')}`)).bookings;
    const txn = verma?.txnId ?? '';
    const byTxn = (await list(`?search=${txn.slice(0, 4)}%20${txn.slice(4)}`)).bookings;
    expect(byTxn.map((b) => b.fullName)).toEqual(['Asha Verma']);
  });

  it('pages a search newest first, exactly as the list orders bookings, ties included', async () => {
    // Groups of five bookings share a millisecond, and are stored out of time order, so neither
    // storage order nor the id alone gives the list's order; pages of 12 end inside groups.
    const groups = [4, 0, 7, 2, 6, 1, 5, 3];
    const base = Date.parse('2026-11-01T06:00:00.000Z');
    for (const group of groups) {
      for (let i = 0; i < 5; i += 1) {
        const regNumber = `UK08AB4${(group * 5 + i) % 3}${group}${i}`;
        await seedBookings(t, 1, () => ({ regNumber }), new Date(base + group * 1000));
      }
    }
    const everything = (await pagesOf()).flat();
    expect(everything).toHaveLength(groups.length * 5);
    for (const term of ['UK08AB42', 'UK08AB4', 'AB41', '4', 'UK08AB420', 'K08AB4', '08AB42']) {
      const expected = everything.filter((b) => contains(b, term)).map((b) => b.orderId);
      expect(expected.length, term).toBeGreaterThan(0);
      expect((await allPages(`?search=${term}`)).flat(), term).toEqual(expected);
    }
  });

  it('filters by status and vehicle type', async () => {
    await seedBookings(t, 4, (i) =>
      i % 2 ? { service: 'FOUR_WHEELER_PLATE', vehicleType: 'FOUR_WHEELER' } : {},
    );
    const fours = (await list('?vehicleType=FOUR_WHEELER')).bookings;
    expect(fours.map((b) => b.vehicleType)).toEqual(['FOUR_WHEELER', 'FOUR_WHEELER']);
    const target = fours[0]?.id ?? '';
    await t.app.inject({
      method: 'PATCH',
      url: API_PATHS.admin.bookingStatus(target),
      headers,
      payload: { status: 'CONFIRMED' },
    });
    const confirmed = (await list('?status=CONFIRMED&vehicleType=FOUR_WHEELER')).bookings;
    expect(confirmed.map((b) => b.id)).toEqual([target]);
    expect((await list('?status=CONFIRMED&vehicleType=TWO_WHEELER')).bookings).toEqual([]);
  });

  it.each([
    ['?status=PAID', 'Unknown booking status.'],
    ['?vehicleType=BUS', 'Unknown vehicle type.'],
    ['?cursor=not-a-cursor', 'This list position is no longer valid. Please refresh the list.'],
    [`?search=${'x'.repeat(51)}`, 'Please use at most 50 characters.'],
  ])('answers 400 for %s', async (query, message) => {
    const res = await get(`${API_PATHS.admin.bookings}${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('PATCH /api/admin/bookings/:id/status', () => {
  const patch = (id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: API_PATHS.admin.bookingStatus(id), headers, payload });

  it('moves a booking to any other status and records who did it', async () => {
    await seedBookings(t, 1);
    const [booking] = (await list()).bookings;
    const id = booking?.id ?? '';
    const fulfilled = await patch(id, { status: 'FULFILLED' });
    expect(fulfilled.statusCode).toBe(200);
    const back = await patch(id, { status: 'PAYMENT_SUBMITTED' });
    expect(back.json()).toMatchObject({
      status: 'PAYMENT_SUBMITTED',
      history: [
        { from: null, to: 'PAYMENT_SUBMITTED', by: 'customer' },
        { from: 'PAYMENT_SUBMITTED', to: 'FULFILLED', by: ADMIN_EMAIL },
        { from: 'FULFILLED', to: 'PAYMENT_SUBMITTED', by: ADMIN_EMAIL },
      ],
    });
    expect((await list()).bookings[0]?.status).toBe('PAYMENT_SUBMITTED');
  });

  it('cancels once when a double tap sends the same cancel twice at once', async () => {
    await seedBookings(t, 1);
    const id = (await list()).bookings[0]?.id ?? '';
    const answers = await Promise.all([
      patch(id, { status: 'CANCELLED' }),
      patch(id, { status: 'CANCELLED' }),
    ]);
    expect(answers.map((res) => res.statusCode).toSorted()).toEqual([200, 409]);
    expect((await list()).bookings[0]?.history.map((entry) => entry.to)).toEqual([
      'PAYMENT_SUBMITTED',
      'CANCELLED',
    ]);
    const mails = await t.db.kysely
      .selectFrom('outboxMails')
      .select('id')
      .where('bookingId', '=', id)
      .where('kind', '=', 'status-changed')
      .execute();
    expect(mails).toHaveLength(1);
  });

  it('answers 409 for the current status, 404 for an unknown booking, 400 for a bad status', async () => {
    await seedBookings(t, 1);
    const id = (await list()).bookings[0]?.id ?? '';
    expect((await patch(id, { status: 'PAYMENT_SUBMITTED' })).statusCode).toBe(409);
    expect((await patch('no-such-booking', { status: 'CONFIRMED' })).json().message).toBe(
      'Booking not found.',
    );
    const bad = await patch(id, { status: 'SHIPPED' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Unknown booking status.');
    expect((await list()).bookings[0]?.history).toHaveLength(1);
  });
});

describe('confirming a flagged booking', () => {
  const patch = (id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: API_PATHS.admin.bookingStatus(id), headers, payload });
  const statusMails = async (id: string) =>
    t.db.kysely
      .selectFrom('outboxMails')
      .select('id')
      .where('bookingId', '=', id)
      .where('kind', '=', 'status-changed')
      .execute();
  /** A bank statement imported after the booking, holding no credit for it. */
  const importStatementAfterwards = () =>
    t.db.kysely
      .insertInto('statementImports')
      .values({
        id: 'import-1',
        fileName: 'hdfc-nov.csv',
        format: 'csv',
        layout: 'hdfc',
        lineCount: 0,
        newLineCount: 0,
        confirmedCount: 0,
        importedBy: ADMIN_EMAIL,
        importedAt: new Date(Date.now() + 60_000).toISOString(),
      })
      .execute();

  it('flags no bank credit only once a statement imported since the booking holds none', async () => {
    await seedBookings(t, 1);
    expect((await list()).bookings[0]?.flags).toEqual([]);
    await importStatementAfterwards();
    expect((await list()).bookings[0]?.flags).toEqual(['no-bank-credit']);
  });

  it.each([
    ['CONFIRMED', 'no bank credit'],
    ['FULFILLED', 'a used transaction number'],
  ] as const)(
    'refuses %s on a booking with %s unless acknowledged, and stores nothing',
    async (status, flag) => {
      await seedBookings(t, 1);
      const id = (await list()).bookings[0]?.id ?? '';
      if (flag === 'no bank credit') await importStatementAfterwards();
      else await t.db.kysely.updateTable('bookings').set({ duplicateTxn: 1 }).execute();
      const label =
        flag === 'no bank credit' ? 'No bank credit' : 'Transaction number already used';

      const refused = await patch(id, { status });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        `This booking is flagged “${label}”. Look at the payment, then confirm again acknowledging the flag.`,
      );
      expect((await list()).bookings[0]?.status).toBe('PAYMENT_SUBMITTED');
      expect(await statusMails(id)).toHaveLength(0);

      const bad = await patch(id, { status, acknowledgeFlags: 'yes' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('acknowledgeFlags must be true or false.');

      const done = await patch(id, { status, acknowledgeFlags: true });
      expect(done.statusCode).toBe(200);
      expect(done.json().status).toBe(status);
      expect(await statusMails(id)).toHaveLength(1);
    },
  );

  it('lets other moves of a flagged booking through without asking', async () => {
    await seedBookings(t, 1);
    const id = (await list()).bookings[0]?.id ?? '';
    await t.db.kysely.updateTable('bookings').set({ duplicateTxn: 1 }).execute();
    expect((await patch(id, { status: 'CANCELLED' })).statusCode).toBe(200);
  });
});

describe('GET /api/admin/bookings/:id/proof', () => {
  it('serves the proof to admins only, privately', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    await t.app.inject({
      method: 'POST',
      url: API_PATHS.bookings,
      payload: bookingForm(bookingInput(), new Blob([png])),
    });
    const [booking] = (await list()).bookings;
    expect(booking?.proofUrl).toBe(API_PATHS.admin.bookingProof(booking?.id ?? ''));
    const res = await get(booking?.proofUrl ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const anonymous = await t.app.inject({ method: 'GET', url: booking?.proofUrl ?? '' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for a booking without a proof', async () => {
    await seedBookings(t, 1);
    const id = (await list()).bookings[0]?.id ?? '';
    expect((await get(API_PATHS.admin.bookingProof(id))).statusCode).toBe(404);
  });
});

describe('GET /api/admin/bookings.csv', () => {
  it('downloads the filtered list with formula-looking cells neutralised', async () => {
    await seedBookings(t, 3, (i) => ({
      fullName: i === 1 ? '=HYPERLINK("http://evil")' : `Customer ${i}`,
      phone: i === 2 ? '9111111111' : '9876543210',
    }));
    const res = await get(`${API_PATHS.admin.bookingsCsv}?search=9876543210`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Order ID,Created \(IST\),Status,Service,Vehicle,Name,Phone/);
    expect(lines).toHaveLength(3);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(res.body).not.toContain('9111111111');
  });

  it('writes India times, saying so, and is named by the India date', async () => {
    // Evening in UTC is the next day in India: 20:15:30 UTC is 01:45:30 IST.
    await seedBookings(t, 2, () => ({}), new Date('2026-03-31T20:14:30.000Z'));
    await seedBookings(
      t,
      1,
      () => ({ fullName: 'रवि कुमार, "Ravi"' }),
      new Date('2026-04-01T05:00:00.000Z'),
    );
    // 20:00 UTC is the next day in India. The admin signs in at that moment, so the session's
    // idle hours count from it rather than from the real clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-26T20:00:00.000Z'));
      headers = await signedInAdmin(t);
      const res = await get(API_PATHS.admin.bookingsCsv);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="bookings-2026-11-27.csv"`,
      );
      const records = csvRecords(res.body);
      expect(records.map((r) => [r['Created (IST)'], r.Name])).toEqual([
        ['2026-04-01 10:30:00', 'रवि कुमार, "Ravi"'],
        ['2026-04-01 01:45:30', 'Asha Verma'],
        ['2026-04-01 01:44:30', 'Asha Verma'],
      ]);
      expect(Object.keys(records[0] ?? {})).not.toContain('Created (UTC)');
    } finally {
      vi.useRealTimers();
    }
  });

  it('has a home-fitting charge column, empty when none, inside the taxable value of GST on the supply', async () => {
    const [charged, plain] = await seedBookings(t, 2);
    await t.db.kysely
      .updateTable('bookings')
      .set({
        priceBase: 500,
        priceServiceCharge: 100,
        priceHomeCharge: 200,
        priceGstPct: 18,
        priceGst: 144,
        priceTotal: 944,
        priceTaxBasis: 'supply',
      })
      .where('orderId', '=', charged ?? '')
      .execute();
    const records = csvRecords((await get(API_PATHS.admin.bookingsCsv)).body);
    const header = Object.keys(records[0] ?? {});
    expect(
      header.slice(header.indexOf('Service charge (INR)'), header.indexOf('Total (INR)')),
    ).toEqual(['Service charge (INR)', 'Home fitting charge (INR)']);
    const byOrder = new Map(records.map((r) => [r['Order ID'], r]));
    expect(byOrder.get(charged)).toMatchObject({
      'Home fitting charge (INR)': '200',
      'Taxable value (INR)': '800',
      'Total (INR)': '944',
    });
    expect(byOrder.get(plain)?.['Home fitting charge (INR)']).toBe('');
  });

  it('refuses an unknown filter value', async () => {
    expect((await get(`${API_PATHS.admin.bookingsCsv}?status=NOPE`)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/dashboard', () => {
  it('counts bookings, lists the last 5 and totals 30 India-time days', async () => {
    const today = new Date();
    await seedBookings(t, 7, () => ({}), new Date(today.getTime() - 60 * 60_000));
    const res = await get(API_PATHS.admin.dashboard);
    expect(res.statusCode).toBe(200);
    const dashboard = res.json();
    expect(dashboard.totalBookings).toBe(7);
    expect(dashboard.recent).toHaveLength(5);
    expect(dashboard.daily).toHaveLength(30);
    const bookedDays = dashboard.daily.filter((d: { bookings: number }) => d.bookings > 0);
    const total = bookedDays.reduce((n: number, d: { bookings: number }) => n + d.bookings, 0);
    expect(total).toBe(7);
    // Not one of them is checked yet: no revenue, all of it awaiting verification.
    const revenue = bookedDays.reduce((n: number, d: { revenue: number }) => n + d.revenue, 0);
    expect(revenue).toBe(0);
    expect(dashboard.awaitingVerification).toEqual({ bookings: 7, amount: 7 * 699 });
  });

  it('counts revenue from confirmed and fulfilled bookings only, and money awaiting verification apart', async () => {
    const now = Date.now();
    await seedBookings(t, 1, () => ({}), new Date(now - 40 * 24 * 3600_000));
    await seedBookings(
      t,
      6,
      (i) => (i === 5 ? { service: 'FOUR_WHEELER_PLATE', vehicleType: 'FOUR_WHEELER' } : {}),
      new Date(now - 3 * 3600_000),
    );
    const { bookings } = await list();
    const changes = { 0: 'CONFIRMED', 1: 'FULFILLED', 2: 'CANCELLED', 4: 'CONFIRMED' };
    for (const [i, status] of Object.entries(changes)) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: API_PATHS.admin.bookingStatus(bookings[Number(i)]?.id ?? ''),
        headers,
        payload: { status },
      });
      expect(res.statusCode).toBe(200);
    }
    // Newest first: the four-wheeler (₹899) confirmed, then (₹699 each) fulfilled, cancelled,
    // awaiting, confirmed, awaiting; the 40-day-old one awaits checking too.
    const dashboard = (await get(API_PATHS.admin.dashboard)).json();
    const sum = (key: 'bookings' | 'revenue') =>
      dashboard.daily.reduce((n: number, d: Record<string, number>) => n + (d[key] ?? 0), 0);
    expect(sum('bookings')).toBe(6);
    expect(sum('revenue')).toBe(899 + 699 + 699);
    // The 40-day-old booking is outside the window, like the figures beside it.
    expect(dashboard.awaitingVerification).toEqual({ bookings: 2, amount: 2 * 699 });
    expect(dashboard.totalBookings).toBe(7);
  });

  it('is empty but complete with no bookings', async () => {
    const dashboard = (await get(API_PATHS.admin.dashboard)).json();
    expect(dashboard.totalBookings).toBe(0);
    expect(dashboard.recent).toEqual([]);
    expect(dashboard.daily.every((d: { bookings: number }) => d.bookings === 0)).toBe(true);
  });
});
