import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInAdmin } from '#server/testing/admin-session.ts';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { LEAD_MESSAGES } from '#shared/leads/lead-messages.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const lead = (payload: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: API_PATHS.leads, payload, remoteAddress: ip });
const leadRows = () => t.db.kysely.selectFrom('leads').selectAll().execute();

describe('POST /api/leads', () => {
  it('stores a quote request, promises a call and notifies the office through the outbox', async () => {
    const res = await lead({
      name: ' Ravi ',
      phone: '9876543210',
      from: '247667',
      to: 'Delhi',
      notes: '2BHK',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: LEAD_MESSAGES.callbackPromise, key: 'callbackPromise' });
    expect(await leadRows()).toMatchObject([
      {
        name: 'Ravi',
        phone: '9876543210',
        fromPlace: '247667',
        toPlace: 'Delhi',
        notes: '2BHK',
        source: 'quote',
        calledAt: null,
      },
    ]);
    const mails = await t.db.kysely.selectFrom('outboxMails').selectAll().execute();
    expect(mails).toMatchObject([
      { kind: 'new-lead', recipient: TEST_ADMIN_EMAIL, status: 'pending' },
    ]);
    expect(mails[0]?.subject).toBe('Quote request from 9876543210: call within 10 minutes');
  });

  it('takes a call-back request with only a name and phone', async () => {
    const res = await lead({ name: 'Ravi', phone: '9876543210', source: 'callback' });
    expect(res.statusCode).toBe(201);
    expect(await leadRows()).toMatchObject([
      { source: 'callback', fromPlace: '', toPlace: '', notes: '' },
    ]);
  });

  it.each([
    [{ name: 'Ravi', phone: '98765' }, 'Please enter a 10-digit mobile number.'],
    [{ name: 'Ravi', phone: '+919876543210' }, 'Please enter a 10-digit mobile number.'],
    [{ name: '', phone: '9876543210' }, 'Please enter your name.'],
    [{ phone: '9876543210' }, 'Please enter your name.'],
    [
      { name: 'Ravi\r\nBcc: x@y.z', phone: '9876543210' },
      'Please remove line breaks and special control characters.',
    ],
    [{ name: 'Ravi', phone: '9876543210', source: 'spam' }, 'Unknown request type.'],
  ])('refuses %j with a message and stores nothing', async (payload, message) => {
    const res = await lead(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await leadRows()).toEqual([]);
  });

  it('limits requests per address with a clear 429', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await lead({ name: 'Ravi', phone: '9876543210' })).statusCode).toBe(201);
    }
    const blocked = await lead({ name: 'Ravi', phone: '9876543210' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many requests/);
    expect((await lead({ name: 'Other', phone: '9123456780' }, '10.0.0.2')).statusCode).toBe(201);
    expect(await leadRows()).toHaveLength(6);
  });
});

describe('admin leads', () => {
  it('lists newest first, searches by phone digits, pages, and marks a lead called', async () => {
    for (let i = 0; i < 23; i += 1) {
      await lead(
        { name: `Lead ${i}`, phone: `90000000${String(i).padStart(2, '0')}` },
        `10.1.0.${i}`,
      );
    }
    const headers = await signedInAdmin(t);
    const first = await t.app.inject({ method: 'GET', url: API_PATHS.admin.leads, headers });
    expect(first.json().leads).toHaveLength(20);
    expect(first.json().leads[0].name).toBe('Lead 22');
    const second = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.admin.leads}?cursor=${first.json().nextCursor}`,
      headers,
    });
    expect(second.json().leads.map((l: { name: string }) => l.name)).toEqual([
      'Lead 2',
      'Lead 1',
      'Lead 0',
    ]);
    expect(second.json().nextCursor).toBeNull();

    const found = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.admin.leads}?phone=0000007`,
      headers,
    });
    expect(found.json().leads.map((l: { phone: string }) => l.phone)).toEqual(['9000000007']);
    const bad = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.admin.leads}?phone=abc`,
      headers,
    });
    expect(bad.statusCode).toBe(400);

    const id = found.json().leads[0].id;
    const called = await t.app.inject({
      method: 'PATCH',
      url: API_PATHS.admin.lead(id),
      headers,
      payload: { called: true },
    });
    expect(called.json()).toMatchObject({
      calledBy: 'staff@hsrp.test',
      calledAt: expect.any(String),
    });
    const undone = await t.app.inject({
      method: 'PATCH',
      url: API_PATHS.admin.lead(id),
      headers,
      payload: { called: false },
    });
    expect(undone.json()).toMatchObject({ calledBy: null, calledAt: null });
    const missing = await t.app.inject({
      method: 'PATCH',
      url: API_PATHS.admin.lead('nope'),
      headers,
      payload: { called: true },
    });
    expect(missing.statusCode).toBe(404);
  });
});
