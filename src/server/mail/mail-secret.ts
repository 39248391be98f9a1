import { randomUUID } from 'node:crypto';
import escapeHtml from 'escape-html';
import type { MailSecret } from '#server/repositories/outbox.repository.ts';

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
