import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';

/**
 * Meta's check of the webhook address (GET with hub.mode=subscribe, hub.verify_token and
 * hub.challenge): the challenge to echo when the token is ours, otherwise null.
 */
export function verifySubscription(
  query: Record<string, unknown>,
  verifyToken: string,
): string | null {
  const mode = query['hub.mode'];
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  if (mode !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string') {
    return null;
  }
  // Meta's challenge is a number; anything else is not echoed back into a response.
  if (!/^\d{1,64}$/.test(challenge)) return null;
  return verifyToken !== '' && sameText(token, verifyToken) ? challenge : null;
}

/**
 * True when X-Hub-Signature-256 is "sha256=" and the hex HMAC-SHA256 of the raw body keyed with
 * the app secret. The raw bytes, not re-serialised JSON: any change of a byte breaks the match.
 */
export function isSignedByMeta(
  rawBody: Buffer,
  header: string | undefined,
  appSecret: string,
): boolean {
  if (appSecret === '' || header === undefined) return false;
  const hex = /^sha256=([0-9a-f]{64})$/i.exec(header.trim())?.[1];
  if (hex === undefined) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(hex, 'hex'), expected);
}

// Compares secrets in constant time whatever their lengths (timingSafeEqual wants equal ones).
function sameText(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(a), digest(b));
}

export type WhatsAppStatusKind = 'sent' | 'delivered' | 'read' | 'failed';

export interface WhatsAppStatus {
  /** The message id (wamid…) the send answered with. */
  providerId: string;
  status: WhatsAppStatusKind;
  at: Date;
  /** The customer's number as WhatsApp knows it, e.g. 919812345678. */
  recipientId: string;
  /** Which of the business's numbers sent it, to ignore another number's events. */
  phoneNumberId: string | undefined;
  errors: { code: number; title: string; message?: string; details?: string }[];
  /**
   * What the send put in `biz_opaque_callback_data` (the outbox row's id), echoed back: finds the
   * row when this report outruns the send's answer and its provider id is not stored yet.
   */
  callbackData?: string;
}

const StatusSchema = z.object({
  id: z.string().min(1).max(128),
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
  // Unix seconds, sent as a string of ten digits (2001 to 2286): no date out of Date's range.
  timestamp: z
    .union([
      z.string().regex(/^\d{10}$/),
      z
        .number()
        .int()
        .min(1e9)
        .max(1e10 - 1),
    ])
    .transform(Number),
  recipient_id: z.string().regex(/^\d{1,20}$/),
  // Meta allows 512 characters; ours is a row id.
  biz_opaque_callback_data: z.string().min(1).max(512).optional(),
  errors: z
    .array(
      z.object({
        code: z.number().int(),
        title: z.string().max(500),
        message: z.string().max(1000).optional(),
        error_data: z.object({ details: z.string().max(1000).optional() }).optional(),
      }),
    )
    .max(20)
    .optional(),
});

const ChangeSchema = z.object({
  field: z.literal('messages'),
  value: z.object({
    metadata: z.object({ phone_number_id: z.string().optional() }).optional(),
    statuses: z.array(z.unknown()).optional(),
  }),
});

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * The delivery statuses in a webhook event (entry[].changes[].value.statuses[]). Other kinds of
 * event (a customer's messages) and fields are ignored, and so is any status that does not have
 * the documented shape: one bad item does not cost the others, and nothing here throws.
 */
export function readStatuses(body: unknown): WhatsAppStatus[] {
  if (!isObject(body) || body.object !== 'whatsapp_business_account') return [];
  const found: WhatsAppStatus[] = [];
  for (const entry of list(body.entry)) {
    if (!isObject(entry)) continue;
    for (const change of list(entry.changes)) {
      const parsed = ChangeSchema.safeParse(change);
      if (!parsed.success) continue;
      const phoneNumberId = parsed.data.value.metadata?.phone_number_id;
      for (const item of list(parsed.data.value.statuses)) {
        const status = StatusSchema.safeParse(item);
        if (status.success) found.push(toStatus(status.data, phoneNumberId));
      }
    }
  }
  return found;
}

function toStatus(s: z.infer<typeof StatusSchema>, phoneNumberId: string | undefined) {
  return {
    providerId: s.id,
    status: s.status,
    at: new Date(s.timestamp * 1000),
    recipientId: s.recipient_id,
    phoneNumberId,
    errors: (s.errors ?? []).map((e) => ({
      code: e.code,
      title: e.title,
      ...(e.message !== undefined && { message: e.message }),
      ...(e.error_data?.details !== undefined && { details: e.error_data.details }),
    })),
    ...(s.biz_opaque_callback_data !== undefined && { callbackData: s.biz_opaque_callback_data }),
  } satisfies WhatsAppStatus;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
