import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openFileLimit } from '#server/http/fd-limit.ts';
import { defaultStreamLimits } from '#server/http/stream-slots.ts';
import { setPaymentOption } from '#server/repositories/payment-options.repository.ts';
import { openSse } from '#server/testing/sse-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';
import type { Storefront } from '#shared/storefront/storefront.ts';
import { STREAMS_FULL_MESSAGE, TOO_MANY_STREAMS_MESSAGE } from './storefront.routes.ts';

let t: TestApp;
beforeEach(async () => {
  // As right after install: no payee yet.
  t = await createTestApp({ freshInstall: true });
});
afterEach(async () => {
  await t.close();
});

describe('GET /api/storefront', () => {
  it('serves the seeded prices of each service, empty payment options and the hsrp mode', async () => {
    const res = await t.app.inject({ method: 'GET', url: API_PATHS.storefront });
    expect(res.statusCode).toBe(200);
    // Revalidated by its ETag: the same storefront is the same bytes on every instance.
    expect(res.headers['cache-control']).toBe('no-cache');
    // A fresh install has no GSTIN: no tax line, the same totals (decision 0049).
    const two = { base: 590, gst: 0, gstPct: 0, serviceCharge: 109, total: 699, currency: 'INR' };
    const four = {
      base: 826,
      gst: 0,
      gstPct: 0,
      serviceCharge: 73,
      total: 899,
      currency: 'INR',
    };
    expect(res.json()).toEqual({
      // Only the vehicle types each service is offered for.
      pricing: {
        HSRP_WITH_COLOR: { TWO_WHEELER: two, FOUR_WHEELER: four },
        TWO_WHEELER_PLATE: { TWO_WHEELER: two },
        FOUR_WHEELER_PLATE: { FOUR_WHEELER: four },
        ONLY_COLOR_STICKERS: { TWO_WHEELER: two, FOUR_WHEELER: four },
        ELECTRIC_VEHICLE_PLATE: { TWO_WHEELER: two, FOUR_WHEELER: four },
        TRACTOR_TRAILER_PLATE: { FOUR_WHEELER: four },
      },
      payment: {
        TWO_WHEELER: { upiId: null, qrImageUrl: null },
        FOUR_WHEELER: { upiId: null, qrImageUrl: null },
      },
      siteMode: 'hsrp',
      siteInfo: DEFAULT_SITE_INFO,
      // The movers page's sample claims are not confirmed on a fresh install: none is served.
      moversClaims: {},
      // No WhatsApp provider configured: the booking form asks no agreement.
      whatsapp: false,
      // No text channel in tests: no code is asked for (routes/mobile-codes.routes.test.ts).
      mobileCode: false,
    });
  });
});

describe('GET /api/storefront/events', () => {
  it('sends the storefront at once, then again after every change', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openSse(`${address}${API_PATHS.storefrontEvents}`);
    try {
      const first = (await stream.next('storefront')) as Storefront;
      expect(first.pricing.ONLY_COLOR_STICKERS.TWO_WHEELER?.total).toBe(699);

      await t.db.kysely
        .updateTable('pricing')
        .set({ targetTotal: 749 })
        .where('service', '=', 'ONLY_COLOR_STICKERS')
        .where('vehicleType', '=', 'TWO_WHEELER')
        .execute();
      await setPaymentOption(t.db.kysely, {
        vehicleType: 'TWO_WHEELER',
        upiId: 'shop@okaxis',
        qrImageId: null,
      });
      await t.changes.publish('storefront');

      const updated = (await stream.next('storefront')) as Storefront;
      expect(updated.pricing.ONLY_COLOR_STICKERS.TWO_WHEELER).toMatchObject({
        base: 640,
        gst: 0,
        total: 749,
      });
      expect(updated.pricing.HSRP_WITH_COLOR.TWO_WHEELER?.total).toBe(699);
      expect(updated.payment.TWO_WHEELER).toEqual({ upiId: 'shop@okaxis', qrImageUrl: null });
    } finally {
      stream.close();
    }
  });
});

describe('live-update streams as an attacker opens them', () => {
  // In production behind a proxy (TRUST_PROXY=loopback), X-Forwarded-For names each client.
  let streams: AbortController[];
  // Held so they stay open: undici cancels the body of a Response that is garbage-collected,
  // which under a busy test run closed a stream early and freed its slot.
  let responses: Response[];
  let address: string;
  const open = async (client: string, method = 'GET') => {
    const controller = new AbortController();
    streams.push(controller);
    const res = await fetch(`${address}${API_PATHS.storefrontEvents}`, {
      method,
      headers: { 'x-forwarded-for': client },
      signal: controller.signal,
    });
    responses.push(res);
    return { res, close: () => controller.abort() };
  };
  const behindProxy = async (streamLimits = defaultStreamLimits()) => {
    await t.close();
    t = await createTestApp({ trustProxy: 'loopback', streamLimits });
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  };
  beforeEach(() => {
    streams = [];
    responses = [];
  });
  afterEach(() => {
    for (const stream of streams) stream.abort();
  });

  it('takes 20 from one address, then answers 429 with a message; other addresses still get theirs', async () => {
    await behindProxy();
    for (let i = 0; i < 20; i += 1) expect((await open('203.0.113.7')).res.status).toBe(200);
    const refused = await open('203.0.113.7');
    expect(refused.res.status).toBe(429);
    expect(await refused.res.json()).toEqual({ message: TOO_MANY_STREAMS_MESSAGE });
    expect((await open('203.0.113.8')).res.status).toBe(200);
  }, 30_000);

  it('counts an IPv6 /64 as one address, and gives a slot back when its stream closes', async () => {
    await behindProxy({ perAddress: 2, total: 100 });
    const first = await open('2001:db8:1:2::a');
    expect((await open('2001:db8:1:2::b')).res.status).toBe(200);
    expect((await open('2001:db8:1:2:ffff::1')).res.status).toBe(429);
    expect((await open('2001:db8:1:3::1')).res.status).toBe(200);

    first.close();
    let status = 429;
    for (let tries = 0; status === 429 && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const retry = await open('2001:db8:1:2::c');
      status = retry.res.status;
    }
    expect(status).toBe(200);
  }, 20_000);

  it('holds at most the total, answering 503 with a message beyond it', async () => {
    await behindProxy({ perAddress: 20, total: 3 });
    for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      expect((await open(client)).res.status).toBe(200);
    }
    const refused = await open('198.51.100.4');
    expect(refused.res.status).toBe(503);
    expect(refused.res.headers.get('retry-after')).toBe('60');
    expect(await refused.res.json()).toEqual({ message: STREAMS_FULL_MESSAGE });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  }, 20_000);

  it('answers HEAD like any HEAD: the headers, then the end, holding no slot', async () => {
    await behindProxy({ perAddress: 1, total: 1 });
    for (let i = 0; i < 3; i += 1) {
      const head = await open('203.0.113.9', 'HEAD');
      expect(head.res.status).toBe(200);
      expect(head.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(await head.res.text()).toBe('');
    }
    expect((await open('203.0.113.9')).res.status).toBe(200);
  }, 20_000);
});

describe('defaultStreamLimits', () => {
  it('keeps three quarters of the file descriptors for everything else', () => {
    expect(defaultStreamLimits(1024)).toEqual({ perAddress: 20, total: 256 });
    expect(defaultStreamLimits(20_000).total).toBe(5000);
  });

  it("reads the process's open-file limit, assuming 1024 where it cannot", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hsrp-limits-'));
    const limits = path.join(dir, 'limits');
    fs.writeFileSync(
      limits,
      'Limit                     Soft Limit           Hard Limit           Units\nMax open files            4096                 8192                 files\n',
    );
    try {
      expect(openFileLimit(limits)).toBe(4096);
      expect(openFileLimit(path.join(dir, 'missing'))).toBe(1024);
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });
});
