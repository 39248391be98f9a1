import { randomUUID } from 'node:crypto';
import escapeHtml from 'escape-html';
import type { MailSecret } from '#server/repositories/outbox.repository.ts';
import type { TextMessagePayload } from '#shared/messaging/text-messages.ts';

/**
 * A secret for one mail, with a placeholder of its own to stand where it goes in the body. The
 * placeholder is random, so no text a person typed (a name, an address, the business's name) can
 * match it: typed text reaches the mail as typed, never filled in, never taken for a lost secret.
 */
export function newMailSecret(value: string): MailSecret {
  return { value, placeholder: newSecretPlaceholder() };
}

/** A placeholder alone, for a mail written before its secret exists (then `{ value, placeholder }`). */
export function newSecretPlaceholder(): string {
  return `{{secret:${randomUUID()}}}`;
}

export interface StoredMailBody {
  textBody: string;
  htmlBody: string;
  secret: string | null;
  /** Null for a mail that never carried a secret: its body is sent exactly as stored. */
  secretPlaceholder: string | null;
}

/** The mail as sent, or undefined when it needs a secret that is no longer kept. */
export function renderMailBody({
  textBody,
  htmlBody,
  secret,
  secretPlaceholder,
}: StoredMailBody): { text: string; html: string } | undefined {
  if (secretPlaceholder === null) return { text: textBody, html: htmlBody };
  if (secret === null) return undefined;
  return {
    text: textBody.replaceAll(secretPlaceholder, secret),
    html: htmlBody.replaceAll(secretPlaceholder, escapeHtml(secret)),
  };
}

/**
 * A text message's stored payload (JSON) with the secret put in for its placeholder in each
 * parameter; null for a row without one, undefined when it needs a secret no longer kept.
 */
export function renderPayload({
  payload,
  secret,
  secretPlaceholder,
}: Pick<StoredMailBody, 'secret' | 'secretPlaceholder'> & { payload: string | null }):
  | TextMessagePayload
  | null
  | undefined {
  if (payload === null) return null;
  const stored = JSON.parse(payload) as TextMessagePayload;
  if (secretPlaceholder === null) return stored;
  const carries = stored.params.some((param) => param.includes(secretPlaceholder));
  if (!carries) return stored;
  if (secret === null) return undefined;
  return { ...stored, params: stored.params.map((p) => p.replaceAll(secretPlaceholder, secret)) };
}
