import { createHmac } from 'node:crypto';
import type { Msg91Config } from '#server/messaging/sms/msg91-config.ts';
import type { WhatsAppConfig } from '#server/messaging/whatsapp/whatsapp-config.ts';

/** A WhatsApp channel for tests; its API address is a closed port unless a test gives one. */
export const TEST_WHATSAPP: WhatsAppConfig = {
  apiUrl: 'http://127.0.0.1:9',
  phoneNumberId: '106540352242922',
  token: 'EAAG-test-token',
  verifyToken: 'verify-me-2f9c41',
  appSecret: '8d2f6c1e0b3a4f5e9c7d2a1b0e3f4c5d',
};

/** An SMS channel for tests, with the token of its delivery-report address. */
export const TEST_MSG91: Msg91Config = {
  apiUrl: 'http://127.0.0.1:9',
  authKey: 'msg91-auth-key',
  webhookToken: 'k3Yq_9xVbT2mZr8LwPc4nHs6dFj1aGe0',
};

/** X-Hub-Signature-256 as Meta sends it: the hex HMAC-SHA256 of the raw body. */
export const signAsMeta = (raw: string | Buffer, secret = TEST_WHATSAPP.appSecret): string =>
  `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
