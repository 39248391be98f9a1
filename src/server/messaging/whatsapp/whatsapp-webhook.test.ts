import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSignedByMeta, readStatuses, verifySubscription } from './whatsapp-webhook.ts';

const APP_SECRET = '8d2f6c1e0b3a4f5e9c7d2a1b0e3f4c5d';

/** The header Meta sends: the hex HMAC-SHA256 of the raw body, keyed with the app secret. */
function sign(raw: Buffer, secret = APP_SECRET): string {
  return `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
}

/** A "messages" field event in the shape of Meta's webhook reference examples, around `fields`. */
function messagesEvent(fields: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: '15550783881',
                phone_number_id: '106540352242922',
              },
              ...fields,
            },
            field: 'messages',
          },
        ],
      },
    ],
  };
}

/** A status event, as in Meta's "Status messages webhook reference". */
const statusEvent = (statuses: unknown[]) => messagesEvent({ statuses });

const delivered = {
  id: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBJDQjZCMzlEQUE4OTJBMTE4RTUA',
  status: 'delivered',
  timestamp: '1750263773',
  recipient_id: '919812345678',
  conversation: {
    id: '6ceb9d929c1a2e6a7d4b0f2cbb0e4b39',
    origin: { type: 'utility' },
  },
  pricing: { billable: true, pricing_model: 'PMP', category: 'utility', type: 'regular' },
};

const failed = {
  id: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBI3N0EyMkU5QUFBQTIxQjFEQjAA',
  status: 'failed',
  timestamp: '1750263800',
  recipient_id: '919812345678',
  errors: [
    {
      code: 131026,
      title: 'Message undeliverable',
      message: 'Message undeliverable',
      error_data: { details: 'Message Undeliverable.' },
      href: 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/',
    },
  ],
};

describe('isSignedByMeta', () => {
  const raw = Buffer.from(JSON.stringify(statusEvent([delivered])));

  it('accepts a body signed with the app secret', () => {
    expect(isSignedByMeta(raw, sign(raw), APP_SECRET)).toBe(true);
  });

  it('refuses a signature made with another secret', () => {
    expect(isSignedByMeta(raw, sign(raw, 'another-secret'), APP_SECRET)).toBe(false);
  });

  it('refuses a missing, empty or malformed header', () => {
    const hex = sign(raw).slice('sha256='.length);
    for (const header of [
      undefined,
      '',
      hex,
      `sha1=${hex}`,
      `sha256=${hex.slice(2)}`,
      `sha256=${hex}00`,
      `sha256=${'z'.repeat(64)}`,
    ]) {
      expect(isSignedByMeta(raw, header, APP_SECRET), String(header)).toBe(false);
    }
  });

  it('refuses a body changed after signing, even by one byte', () => {
    const header = sign(raw);
    const changed = Buffer.from(raw.toString().replace('delivered', 'read     '));
    expect(changed.length).toBe(raw.length);
    expect(isSignedByMeta(changed, header, APP_SECRET)).toBe(false);
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(raw.toString()), null, 1));
    expect(isSignedByMeta(reserialised, header, APP_SECRET)).toBe(false);
  });

  it('refuses everything when no app secret is set', () => {
    expect(isSignedByMeta(raw, sign(raw, ''), '')).toBe(false);
  });
});

describe('verifySubscription', () => {
  it("echoes Meta's challenge when the verify token matches", () => {
    const query = {
      'hub.mode': 'subscribe',
      'hub.verify_token': 'verify-me',
      'hub.challenge': '1158201444',
    };
    expect(verifySubscription(query, 'verify-me')).toBe('1158201444');
  });

  it('answers null to a wrong token, another mode, a missing or odd challenge', () => {
    const good = {
      'hub.mode': 'subscribe',
      'hub.verify_token': 'verify-me',
      'hub.challenge': '42',
    };
    for (const query of [
      { ...good, 'hub.verify_token': 'verify-you' },
      { ...good, 'hub.verify_token': 'verify-m' },
      { ...good, 'hub.mode': 'unsubscribe' },
      { ...good, 'hub.challenge': undefined },
      { ...good, 'hub.challenge': '<script>alert(1)</script>' },
      { ...good, 'hub.verify_token': ['verify-me'] },
      {},
    ]) {
      expect(verifySubscription(query, 'verify-me'), JSON.stringify(query)).toBeNull();
    }
  });

  it('never matches when no verify token is set', () => {
    const query = { 'hub.mode': 'subscribe', 'hub.verify_token': '', 'hub.challenge': '42' };
    expect(verifySubscription(query, '')).toBeNull();
  });
});

describe('readStatuses', () => {
  it('reads delivered and failed statuses with their time, recipient and errors', () => {
    expect(readStatuses(statusEvent([delivered, failed]))).toEqual([
      {
        providerId: delivered.id,
        status: 'delivered',
        at: new Date('2025-06-18T16:22:53Z'),
        recipientId: '919812345678',
        phoneNumberId: '106540352242922',
        errors: [],
      },
      {
        providerId: failed.id,
        status: 'failed',
        at: new Date('2025-06-18T16:23:20Z'),
        recipientId: '919812345678',
        phoneNumberId: '106540352242922',
        errors: [
          {
            code: 131026,
            title: 'Message undeliverable',
            message: 'Message undeliverable',
            details: 'Message Undeliverable.',
          },
        ],
      },
    ]);
  });

  it('reads the outbox row id the send put in biz_opaque_callback_data', () => {
    const echoed = { ...delivered, biz_opaque_callback_data: '0f6e2a4c-row-id' };
    expect(readStatuses(statusEvent([echoed]))[0]?.callbackData).toBe('0f6e2a4c-row-id');
    expect(readStatuses(statusEvent([delivered]))[0]).not.toHaveProperty('callbackData');
    const tooLong = { ...delivered, biz_opaque_callback_data: 'x'.repeat(513) };
    expect(readStatuses(statusEvent([tooLong]))).toEqual([]);
  });

  it("ignores a customer's incoming message (another kind of event)", () => {
    const incoming = messagesEvent({
      contacts: [{ profile: { name: 'Asha' }, wa_id: '919812345678' }],
      messages: [
        {
          from: '919812345678',
          id: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQUFERjg0NDEzNDdFODU3MUMxMAA=',
          timestamp: '1750263773',
          type: 'text',
          text: { body: 'When will the fitter come?' },
        },
      ],
    });
    expect(readStatuses(incoming)).toEqual([]);
  });

  it('keeps the good statuses when one beside them is malformed', () => {
    const bad = [
      { ...delivered, status: 'deleted' },
      { ...delivered, timestamp: 'yesterday' },
      { ...delivered, timestamp: '99999999999999999999' },
      { ...delivered, id: '' },
      { ...delivered, id: 'x'.repeat(129) },
      { ...delivered, recipient_id: '+91 98123 45678' },
      { ...failed, errors: [{ code: 'x' }] },
      null,
      'delivered',
    ];
    const read = readStatuses(statusEvent([...bad, { ...delivered, status: 'read' }]));
    expect(read.map((s) => s.status)).toEqual(['read']);
  });

  it('returns nothing for hostile or foreign bodies, without throwing', () => {
    const hostile: unknown[] = [
      undefined,
      null,
      42,
      'text',
      [],
      {},
      { object: 'page', entry: statusEvent([delivered]).entry },
      { object: 'whatsapp_business_account', entry: 'x' },
      { object: 'whatsapp_business_account', entry: [null, 1, { changes: {} }] },
      { object: 'whatsapp_business_account', entry: [{ changes: [null, { value: null }] }] },
      {
        object: 'whatsapp_business_account',
        entry: [{ changes: [{ field: 'account_update', value: { statuses: [delivered] } }] }],
      },
      JSON.parse('{"__proto__": {"polluted": true}, "object": "whatsapp_business_account"}'),
      statusEvent(Array.from({ length: 3 }, () => ({ ...delivered, status: { $gt: '' } }))),
    ];
    for (const body of hostile) {
      expect(readStatuses(body)).toEqual([]);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('takes a status in every change of every entry', () => {
    const one = statusEvent([delivered]);
    const body = { ...one, entry: [one.entry[0], one.entry[0]] };
    expect(readStatuses(body)).toHaveLength(2);
  });
});
