import { describe, expect, it } from 'vitest';
import { isAuthorisedReport, readDeliveryReports } from './msg91-delivery-report.ts';

// The fixtures copy the samples on MSG91's help page "How to use Webhook to get the delivery
// report on the desired URL?" (msg91.com/help/how-can-i-get-the-delivery-reports-on-my-webhook-url).

/** Webhook v2: the `data` field holds a JSON array as a string. */
const V2_DATA = JSON.stringify([
  {
    senderId: 'uXXXXm',
    requestId: '346XXXXXXXXXXXX130',
    report: [
      {
        date: '2024-05-22 10:06:20',
        amount: '0.01',
        clientid: '',
        INMSID: '0',
        CRQID: '0',
        ctCode: '900',
        number: '9195XXXX6558',
        credit: '1',
        status: '1',
        desc: 'DELIVERED',
        failedReason: '',
      },
    ],
    userId: '27XXXX',
    campaignName: 'Sendhttp',
  },
]);

/** Webhook v3: one flat JSON report. */
const V3 = {
  date: '2024-05-22 09:58:16',
  number: '9195XXXX6558',
  senderId: 'uXXXXm',
  amount: '0.01',
  requestId: '346XXXXXXXXXXXX130',
  INMSID: '0',
  CRQID: '0',
  credit: '1',
  userId: '27XXXX',
  campaignName: 'Sendhttp',
  status: '1',
  desc: 'DELIVERED',
};

const DELIVERED = [
  { providerId: '346XXXXXXXXXXXX130', mobile: '9195XXXX6558', state: 'delivered' },
];

describe('readDeliveryReports', () => {
  it('reads the v2 push form-encoded, as MSG91 sends it', () => {
    const body = new URLSearchParams({ data: V2_DATA }).toString();
    expect(readDeliveryReports(body)).toEqual(DELIVERED);
  });

  it('reads the v2 push once the server has parsed the form or JSON body', () => {
    expect(readDeliveryReports({ data: V2_DATA })).toEqual(DELIVERED);
    expect(readDeliveryReports(JSON.stringify({ data: V2_DATA }))).toEqual(DELIVERED);
    expect(readDeliveryReports({ data: JSON.parse(V2_DATA) })).toEqual(DELIVERED);
  });

  it('reads the v3 push, one flat JSON report', () => {
    expect(readDeliveryReports(V3)).toEqual(DELIVERED);
    expect(readDeliveryReports(JSON.stringify(V3))).toEqual(DELIVERED);
    expect(readDeliveryReports({ ...V3, status: 1 })).toEqual(DELIVERED);
  });

  it("maps MSG91's failure statuses to failed with the reason, the rest to sent", () => {
    const line = (status: string, desc: string, failedReason = '') => ({
      number: '919812345678',
      status,
      desc,
      failedReason,
    });
    const data = JSON.stringify([
      {
        requestId: 'req-1',
        report: [
          line('2', 'FAILED', 'Absent subscriber'),
          line('9', 'NDNC'),
          line('16', 'REJECTED'),
          line('25', 'Rejected by provider'),
          line('17', 'Blocked number'),
          line('8', 'SUBMITTED'),
          line('1', 'DELIVERED'),
        ],
      },
    ]);
    const states = readDeliveryReports({ data }).map(({ state, reason }) => ({ state, reason }));
    expect(states).toEqual([
      { state: 'failed', reason: 'failed: Absent subscriber' },
      { state: 'failed', reason: 'NDNC (do-not-disturb register): NDNC' },
      { state: 'failed', reason: 'rejected' },
      { state: 'failed', reason: 'rejected: Rejected by provider' },
      { state: 'failed', reason: 'blocked number' },
      { state: 'sent', reason: 'SUBMITTED' },
      { state: 'delivered', reason: undefined },
    ]);
  });

  it('skips entries that do not fit and keeps the rest', () => {
    const data = JSON.stringify([
      { requestId: '../../etc', report: [{ status: '1' }] },
      { requestId: 'ok-1', report: [{ status: 'DELIVERED' }, { status: '1', number: '91981' }] },
      'junk',
      null,
    ]);
    expect(readDeliveryReports({ data })).toEqual([
      { providerId: 'ok-1', mobile: '91981', state: 'delivered' },
    ]);
  });

  it('gives nothing, and never throws, on hostile bodies', () => {
    const hostile: unknown[] = [
      undefined,
      null,
      '',
      '{',
      'data=%7B',
      'data=',
      42,
      [],
      { data: 7 },
      { data: '[{"requestId":"x","report":"not a list"}]' },
      JSON.parse('{"__proto__":{"requestId":"x","status":"1"}}'),
      { requestId: 'x'.repeat(500), status: '1' },
      { requestId: 'x', status: { toString: () => '1' } },
      { data: { data: { data: { data: JSON.stringify(V3) } } } },
      `data=${'['.repeat(100_000)}`,
      'x'.repeat(300 * 1024),
    ];
    for (const body of hostile) expect(readDeliveryReports(body)).toEqual([]);
  });

  it('reads at most 500 reports from one request', () => {
    const report = Array.from({ length: 400 }, () => ({ status: '1' }));
    const data = JSON.stringify([
      { requestId: 'a', report },
      { requestId: 'b', report },
    ]);
    expect(readDeliveryReports({ data })).toHaveLength(500);
  });
});

describe('isAuthorisedReport', () => {
  const TOKEN = 'k3J9x-Qw_7mN2pR5tV8yB1cF4hL6sD0a';

  it('admits only the configured token', () => {
    expect(isAuthorisedReport(TOKEN, TOKEN)).toBe(true);
    expect(isAuthorisedReport(`${TOKEN}x`, TOKEN)).toBe(false);
    expect(isAuthorisedReport(TOKEN.slice(1), TOKEN)).toBe(false);
    expect(isAuthorisedReport(TOKEN.toUpperCase(), TOKEN)).toBe(false);
  });

  it('admits nothing when no token is configured or none is given', () => {
    expect(isAuthorisedReport('', '')).toBe(false);
    expect(isAuthorisedReport(undefined, TOKEN)).toBe(false);
    expect(isAuthorisedReport([TOKEN], TOKEN)).toBe(false);
    expect(isAuthorisedReport(TOKEN, undefined)).toBe(false);
  });
});
